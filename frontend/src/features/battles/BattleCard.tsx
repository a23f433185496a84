import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bot, Lock, Swords, User } from 'lucide-react';
import type { BattleSummaryDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { StatusBadge } from './StatusBadge';

/** One battle in a list: mode, the rounds' boxes, seat price, who sits, its status and a link to it. */
export function BattleCard({ battle, to }: { battle: BattleSummaryDto; to?: string }) {
  const { t } = useTranslation('battles');
  const { coins } = useMoney();
  const taken = battle.seats.filter((s) => s.kind !== 'empty').length;
  return (
    <li className="min-w-0 rounded-2xl border border-line bg-surface/80 p-4" data-testid="battle-card" data-battle={battle.id} data-status={battle.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-bold">
          <Swords className="h-4 w-4 text-accent-soft" aria-hidden />
          {t(`modes.${battle.mode}`)}
          {battle.visibility === 'private' ? <Lock className="h-4 w-4 text-fg-muted" aria-label={t('private')} /> : null}
        </p>
        <StatusBadge status={battle.status} />
      </div>
      <ul className="mt-3 flex gap-1.5 overflow-x-auto pb-1" aria-label={t('card.rounds', { count: battle.rounds.length })}>
        {battle.rounds.map((round, i) => (
          <li key={i} className="shrink-0">
            <img src={round.imageUrl} alt={round.name} title={round.name} loading="lazy" className="h-10 w-10 rounded-lg bg-surface-3 object-cover" />
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          <span className="text-fg-muted">{t('seatPrice')} </span>
          <span className="font-semibold text-gold tabular-nums">{coins(battle.seatPriceCoins)}</span>
        </p>
        <p className="flex items-center gap-1">
          <span className="sr-only">{t('card.seats', { taken, total: battle.seats.length })}</span>
          {battle.seats.map((seat) => (
            <span
              key={seat.seat}
              className={cn(
                'flex h-6 w-6 items-center justify-center rounded-full border',
                seat.kind === 'empty' ? 'border-dashed border-line text-fg-muted' : 'border-accent bg-accent/20',
                battle.winnerTeam !== null && seat.team === battle.winnerTeam && 'border-gold bg-gold/20',
              )}
              aria-hidden
            >
              {seat.kind === 'bot' ? <Bot className="h-3.5 w-3.5" /> : seat.kind === 'player' ? <User className="h-3.5 w-3.5" /> : null}
            </span>
          ))}
        </p>
      </div>
      <Button asChild className="mt-3 w-full">
        <Link to={to ?? `/battles/${battle.id}`}>
          {battle.status === 'waiting' ? t('card.join', { taken, total: battle.seats.length }) : t('card.watch')}
        </Link>
      </Button>
    </li>
  );
}
