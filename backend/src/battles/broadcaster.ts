import { rooms, type BattleUpdated } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import type { Battle } from './model';
import { presentBattle, presentBattleSummary, presentRoundRevealed } from './presenter';
import { watcherCount } from './watchers';

/**
 * Battle facts -> rooms, reliably. `battle:updated` (a seat filled, started, cancelled, finished) to the lobby
 * (`battles`, public battles only) and to the battle's room, except when it finished: the room then gets the whole
 * battle in `battle:finished` instead. `battle:round` to the battle's room. `seq` is the battle's version.
 */
export function battlesBroadcaster(ctx: AppContext, io: NovaIo): void {
  const updated = (battle: Battle, toRoom: boolean) => {
    const payload: BattleUpdated = { seq: battle.version, battle: presentBattleSummary(battle) };
    const targets = [...(battle.visibility === 'public' ? [rooms.battles] : []), ...(toRoom ? [rooms.battle(battle._id.toHexString())] : [])];
    if (targets.length) io.to(targets).emit('battle:updated', payload);
  };
  ctx.bus.on('battle.changed', ({ battle }) => updated(battle, true));
  ctx.bus.on('battle.roundRevealed', ({ battle, round }) => {
    io.to(rooms.battle(battle._id.toHexString())).emit('battle:round', presentRoundRevealed(battle, round));
  });
  ctx.bus.on('battle.finished', ({ battle }) => {
    const id = battle._id.toHexString();
    io.to(rooms.battle(id)).emit('battle:finished', { seq: battle.version, battle: presentBattle(battle, null, watcherCount(ctx, id)) });
    updated(battle, false);
  });
}
