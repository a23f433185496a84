import { useTranslation } from 'react-i18next';
import { Crown, Medal } from 'lucide-react';
import type { LeaderboardEntryDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { Avatar } from './Avatar';

const PLACES = {
  1: { ring: 'ring-gold', card: 'order-2 border-gold/50 from-gold/20', icon: 'text-gold', height: 'pb-7 sm:pb-12' },
  2: { ring: 'ring-slate-300', card: 'order-1 border-slate-300/40 from-slate-300/15', icon: 'text-slate-300', height: 'pb-4 sm:pb-7' },
  3: { ring: 'ring-amber-600', card: 'order-3 border-amber-600/40 from-amber-600/15', icon: 'text-amber-500', height: 'pb-3 sm:pb-4' },
} as const;

/** The top three as a podium: second, first (in the middle, tallest), third; list order stays by rank. */
export function Podium({ entries, meId }: { entries: LeaderboardEntryDto[]; meId: string | null }) {
  const { t } = useTranslation('leaderboard');
  const { money, coinAmount } = useMoney();
  const top = entries.slice(0, 3);
  if (top.length === 0) return null;
  return (
    <ol aria-label={t('podium')} className="grid grid-cols-3 items-end gap-2 sm:gap-4">
      {top.map((entry) => {
        const place = PLACES[entry.position as 1 | 2 | 3];
        const Icon = entry.position === 1 ? Crown : Medal;
        return (
          <li
            key={entry.id}
            className={cn(
              'min-w-0 rounded-2xl border bg-gradient-to-b to-surface/80 px-2 pt-4 text-center sm:px-5 sm:pt-5',
              place.card,
              place.height,
            )}
          >
            <p className="mb-2 flex items-center justify-center gap-1 text-xs font-bold sm:mb-3 sm:gap-1.5 sm:text-sm">
              <Icon className={cn('h-4 w-4 sm:h-5 sm:w-5', place.icon)} aria-hidden />
              {t('place', { position: entry.position })}
            </p>
            <Avatar
              username={entry.username}
              url={entry.avatarUrl}
              className={cn('mx-auto h-11 w-11 text-lg ring-2 sm:h-16 sm:w-16 sm:text-2xl sm:ring-4', place.ring)}
            />
            <p className="mt-2 truncate text-sm font-bold sm:mt-3 sm:text-lg">{entry.username}</p>
            {entry.id === meId ? <p className="text-xs font-semibold text-accent-soft">{t('you')}</p> : null}
            <p className="mt-1 hidden text-sm text-fg-muted sm:block">{t('spentCoins', { coins: coinAmount(entry.totalSpent) })}</p>
            <p className="mt-2 font-display text-base font-extrabold text-gold sm:mt-3 sm:text-2xl">{money(entry.prizeAmount)}</p>
          </li>
        );
      })}
    </ol>
  );
}
