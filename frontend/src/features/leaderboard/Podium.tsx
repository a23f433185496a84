import { useTranslation } from 'react-i18next';
import { Crown, Medal } from 'lucide-react';
import type { LeaderboardEntryDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { Avatar } from './Avatar';

const PLACES = {
  1: { ring: 'ring-gold', card: 'border-gold/50 from-gold/20 sm:order-2', icon: 'text-gold', height: 'sm:pt-7' },
  2: { ring: 'ring-slate-300', card: 'border-slate-300/40 from-slate-300/15 sm:order-1', icon: 'text-slate-300', height: 'sm:mt-8' },
  3: { ring: 'ring-amber-600', card: 'border-amber-600/40 from-amber-600/15 sm:order-3', icon: 'text-amber-500', height: 'sm:mt-12' },
} as const;

/** The top three, second-first-third on wide screens (first in the middle), in rank order on phones. */
export function Podium({ entries, meId }: { entries: LeaderboardEntryDto[]; meId: string | null }) {
  const { t } = useTranslation('leaderboard');
  const { money, coinAmount } = useMoney();
  const top = entries.slice(0, 3);
  if (top.length === 0) return null;
  return (
    <ol aria-label={t('podium')} className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-start">
      {top.map((entry) => {
        const place = PLACES[entry.position as 1 | 2 | 3];
        const Icon = entry.position === 1 ? Crown : Medal;
        return (
          <li key={entry.id} className={cn('rounded-2xl border bg-gradient-to-b to-surface/80 p-5 text-center', place.card, place.height)}>
            <p className="mb-3 flex items-center justify-center gap-1.5 text-sm font-bold">
              <Icon className={cn('h-5 w-5', place.icon)} aria-hidden />
              {t('place', { position: entry.position })}
            </p>
            <Avatar username={entry.username} url={entry.avatarUrl} className={cn('mx-auto h-16 w-16 text-2xl ring-4', place.ring)} />
            <p className="mt-3 truncate text-lg font-bold">
              {entry.username}
              {entry.id === meId ? <span className="ms-1.5 text-sm font-semibold text-accent-soft">({t('you')})</span> : null}
            </p>
            <p className="mt-1 text-sm text-fg-muted">{t('spentCoins', { coins: coinAmount(entry.totalSpent) })}</p>
            <p className="mt-3 font-display text-2xl font-extrabold text-gold">{money(entry.prizeAmount)}</p>
          </li>
        );
      })}
    </ol>
  );
}
