import { useState } from 'react';
import { useReducedMotion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import { Eye, Swords } from 'lucide-react';
import type { BattleDto } from '@nova/protocol';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/errorMessage';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useBattleStore, type WatchedBattle } from '../../stores/useBattleStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { BattleActions } from './BattleActions';
import { BattleProof } from './BattleProof';
import { SeatColumn } from './SeatColumn';
import { StatusBadge } from './StatusBadge';
import { battleActions } from './queries';
import { SPIN_MS, revealView, useClock } from './reveal';

/**
 * A battle live: a column per seat with its reel and running total, the rounds' boxes, the countdown to the first
 * reveal, the winner once the last reels land, join buttons on empty seats, the creator's actions, and the proof.
 */
export function BattleView({ entry, invite }: { entry: WatchedBattle; invite: string | null }) {
  const { t } = useTranslation('battles');
  const { coins } = useMoney();
  const reduced = useReducedMotion() ?? false;
  const spinMs = reduced ? 0 : SPIN_MS;
  const { battle } = entry;
  const user = useSessionStore((s) => s.user);
  const [joining, setJoining] = useState(false);
  /** The seat whose price the player is asked to confirm. */
  const [confirmSeat, setConfirmSeat] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const landsAt = entry.lastRevealAt === null ? null : entry.lastRevealAt + spinMs;
  const startsAt = battle.status === 'running' && battle.revealed.length === 0 && battle.nextRevealAt ? Date.parse(battle.nextRevealAt) : null;
  const now = useClock(startsAt ?? landsAt, startsAt ? 1000 : undefined);
  const view = revealView(entry, now, spinMs);
  const round = view.current >= 0 ? battle.revealed[view.current] : undefined;
  const prizes = round ? (battle.tables[round.round] ?? []) : [];

  const askToJoin = (seat: number) => {
    if (!user) {
      useAuthDialogStore.getState().openAuthDialog('login');
      return;
    }
    setConfirmSeat(seat);
  };
  const join = async (seat: number) => {
    setJoining(true);
    setFailure(null);
    try {
      useBattleStore.getState().snapshot(await battleActions.join(battle.id, invite ? { seat, invite } : { seat }));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setJoining(false);
    }
  };
  const canJoin = battle.status === 'waiting' && battle.mySeat === null;

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 font-display text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Swords className="h-6 w-6 text-accent-soft" aria-hidden />
            {t('battle.title', { mode: t(`modes.${battle.mode}`) })}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            <StatusBadge status={view.status} />
            <span>
              {t('seatPrice')}: <strong className="text-gold tabular-nums">{coins(battle.seatPriceCoins)}</strong>
            </span>
            <span className="flex items-center gap-1" data-testid="watchers">
              <Eye className="h-4 w-4" aria-hidden />
              {t('battle.watchers', { count: battle.watchers })}
            </span>
          </p>
        </div>
        <BattleActions battle={battle} />
      </header>
      <ol className="flex gap-2 overflow-x-auto pb-1" aria-label={t('battle.rounds')}>
        {battle.rounds.map((r, i) => (
          <li
            key={i}
            aria-current={i === view.current ? 'step' : undefined}
            className={cn('flex shrink-0 items-center gap-1.5 rounded-lg border p-1 pe-2 text-xs', i === view.current ? 'border-accent bg-accent/15' : i < view.current ? 'border-line opacity-60' : 'border-line')}
          >
            <img src={r.imageUrl} alt="" className="h-8 w-8 rounded bg-surface-3 object-cover" />
            <span>
              {t('battle.round', { round: i + 1 })}
              <bdi className="block text-fg-muted">{r.name}</bdi>
            </span>
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="text-center text-sm font-semibold" data-testid="battle-phase">
        {phaseText(battle, view.winnerTeam, startsAt, now, t)}
      </p>
      {failure ? (
        <p role="alert" className="rounded-xl border border-danger/60 bg-danger-bg p-3 text-sm text-danger" data-testid="battle-error">
          {failure}
        </p>
      ) : null}
      <div className={cn('grid gap-2 sm:gap-3', battle.seats.length > 2 ? 'grid-cols-2 lg:grid-cols-4' : 'grid-cols-2')}>
        {battle.seats.map((seat) => (
          <SeatColumn
            key={seat.seat}
            seat={seat}
            totalCents={view.totals[seat.seat] ?? 0}
            winner={view.winnerTeam !== null && seat.team === view.winnerTeam}
            draw={round?.draws.find((d) => d.seat === seat.seat) ?? null}
            prizes={prizes}
            reelSeed={`${battle.id}:${view.current}:${seat.seat}`}
            spinLeftMs={view.landsAt === null ? 0 : view.landsAt - now}
            reduced={reduced}
            history={battle.revealed.slice(0, view.spinning ? -1 : undefined).flatMap((r) => r.draws.filter((d) => d.seat === seat.seat))}
            mine={battle.mySeat === seat.seat}
            onJoin={canJoin ? () => askToJoin(seat.seat) : undefined}
            joining={joining}
            joinLabel={t('seat.join', { price: coins(battle.seatPriceCoins) })}
          />
        ))}
      </div>
      <BattleProof battle={battle} settled={!view.spinning} />
      <ConfirmDialog
        open={confirmSeat !== null && canJoin}
        title={t('seat.confirm.title')}
        body={t('seat.confirm.body', { price: coins(battle.seatPriceCoins) })}
        confirmLabel={t('seat.confirm.action')}
        cancelLabel={t('seat.confirm.cancel')}
        closeLabel={t('seat.confirm.close')}
        onConfirm={() => (confirmSeat === null ? Promise.resolve() : join(confirmSeat))}
        onClose={() => setConfirmSeat(null)}
      />
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'battles'>>['t'];

function phaseText(battle: BattleDto, winnerTeam: number | null, startsAt: number | null, now: number, t: T): string {
  if (battle.status === 'waiting') return t('battle.phase.waiting', { count: battle.seats.filter((s) => s.kind === 'empty').length });
  if (battle.status === 'cancelled') return t('battle.phase.cancelled');
  if (startsAt !== null) return t('battle.phase.starting', { seconds: Math.max(0, Math.ceil((startsAt - now) / 1000)) });
  if (winnerTeam !== null) {
    const names = battle.seats.filter((s) => s.team === winnerTeam).map((s) => s.username ?? '');
    return t('battle.phase.won', { names: names.join(' & ') });
  }
  return t('battle.phase.running', { round: Math.max(1, battle.revealed.length), total: battle.rounds.length });
}
