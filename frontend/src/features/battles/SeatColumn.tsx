import { useTranslation } from 'react-i18next';
import { Bot, Crown, User } from 'lucide-react';
import type { BattleDrawDto, BattleSeatDto, PrizeDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { SeatReel } from './SeatReel';
import { PrizeImage } from '../boxes/PrizeImage';

export interface SeatColumnProps {
  seat: BattleSeatDto;
  /** The seat's total so far, in cents (a spinning round counts once it landed). */
  totalCents: number;
  winner: boolean;
  /** This seat's draw in the round on the reels, and that box's prizes for the strip. */
  draw: BattleDrawDto | null;
  prizes: readonly Pick<PrizeDto, 'imageUrl' | 'rarity'>[];
  reelSeed: string;
  spinLeftMs: number;
  reduced: boolean;
  /** Landed draws of this seat, one per round so far. */
  history: BattleDrawDto[];
  mine: boolean;
  /** Offered on an empty seat of a waiting battle: pays the seat price. */
  onJoin?: () => void;
  joining?: boolean;
  joinLabel?: string;
}

/** One seat of a battle: who sits (player or bot), the running total, the reel, and the prizes won so far. */
export function SeatColumn(props: SeatColumnProps) {
  const { seat, totalCents, winner, draw, prizes, reelSeed, spinLeftMs, reduced, history, mine, onJoin, joining, joinLabel } = props;
  const { t } = useTranslation('battles');
  const { money } = useMoney();
  const name = seat.kind === 'empty' ? t('seat.empty') : (seat.username ?? '');
  return (
    <section
      aria-label={t('seat.label', { seat: seat.seat + 1, name })}
      data-testid="seat"
      data-seat={seat.seat}
      data-winner={winner}
      className={cn(
        // One column no wider than the seat: an auto track would grow to a prize name's unbroken width.
        'grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-3 rounded-2xl border bg-surface/80 p-2 transition-colors motion-reduce:transition-none sm:p-3',
        winner ? 'border-gold shadow-[0_0_24px] shadow-gold/30' : 'border-line',
        mine && !winner && 'border-accent',
      )}
    >
      <header className="grid gap-1 text-center">
        <p className="flex items-center justify-center gap-1.5 font-semibold">
          {seat.kind === 'bot' ? <Bot className="h-4 w-4 text-accent-soft" aria-hidden /> : seat.kind === 'player' ? <User className="h-4 w-4" aria-hidden /> : null}
          <bdi className="min-w-0 truncate">{name}</bdi>
        </p>
        <p className="flex flex-wrap items-center justify-center gap-1 text-xs">
          {seat.kind === 'bot' ? <span className="rounded-full border border-accent/60 px-1.5 text-accent-soft">{t('seat.bot')}</span> : null}
          {mine ? <span className="rounded-full border border-accent px-1.5">{t('seat.you')}</span> : null}
          {winner ? (
            <span className="flex items-center gap-1 rounded-full bg-gold/20 px-1.5 font-bold text-gold" data-testid="winner-badge">
              <Crown className="h-3.5 w-3.5" aria-hidden />
              {t('seat.winner')}
            </span>
          ) : null}
        </p>
        <p className="text-lg font-bold text-gold tabular-nums" data-testid="seat-total" aria-live="polite">
          {money((totalCents / 100).toFixed(2))}
        </p>
      </header>
      {seat.kind === 'empty' && onJoin ? (
        <Button onClick={onJoin} disabled={joining} data-testid="join-seat">
          {joinLabel}
        </Button>
      ) : (
        <SeatReel draw={draw} prizes={prizes} seed={reelSeed} spinLeftMs={spinLeftMs} reduced={reduced} />
      )}
      {history.length > 0 ? (
        <ol className="grid grid-cols-[minmax(0,1fr)] gap-1.5" aria-label={t('seat.prizes')}>
          {history.map((d, i) => (
            <li key={i} className="flex items-center gap-2 rounded-lg bg-surface-2 p-1.5 text-xs" data-testid="seat-draw">
              <PrizeImage src={d.imageUrl} alt="" className="h-7 w-7 shrink-0 rounded bg-surface-3 object-cover" />
              {/* On a phone's half-width seat the value goes under the name instead of pushing the row past the seat. */}
              <span className="grid min-w-0 flex-1 sm:flex sm:items-center sm:gap-2">
                <bdi className="min-w-0 truncate sm:flex-1" title={d.prizeName}>
                  {d.prizeName}
                </bdi>
                <span className="shrink-0 font-semibold tabular-nums">{money(d.value)}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
