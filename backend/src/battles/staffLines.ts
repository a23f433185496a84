import { battleTeamOf, centsToUsd } from '@nova/protocol';
import type { StaffDraft } from '../staff/feed';
import type { StaffLines } from '../staff/lines';
import { prizeOf } from './draws';
import type { Battle } from './model';

/** The operations feed's line for a battle created, finished or cancelled (`staff`: the admin who cancelled it). */
function battleStaffLine(battle: Battle, action: 'created' | 'finished' | 'cancelled', staff: string | null = null): StaffDraft {
  const finished = action === 'finished';
  const winners = finished
    ? battle.seats.flatMap((s, seat) => (s.kind === 'player' && battleTeamOf(battle.mode, seat) === battle.winnerTeam ? [s.username ?? '?'] : []))
    : null;
  const value = battle.draws.reduce((sum, d) => sum + prizeOf(battle, d).valueInUSDCents, 0);
  return {
    kind: 'battle',
    action,
    userId: battle.creatorId.toHexString(),
    username: battle.creatorName,
    battleId: battle._id.toHexString(),
    mode: battle.mode,
    seatPriceCoins: battle.seatPriceCoins,
    winners,
    valueInUSD: finished ? centsToUsd(value) : null,
    staff,
    at: (finished ? battle.finishedAt : action === 'cancelled' ? battle.cancelledAt : battle.createdAt) ?? battle.createdAt,
  };
}

/** Battles created, cancelled and finished in the staff operations feed. */
export const battleStaffLines: StaffLines = {
  'battle.changed': (e) => (e.change === 'created' || e.change === 'cancelled' ? battleStaffLine(e.battle, e.change, e.by) : null),
  'battle.finished': (e) => battleStaffLine(e.battle, 'finished'),
};
