import { rooms } from '@nova/protocol';
import type { LiveStream, Outgoing } from '../realtime/stream';
import type { Battle } from './model';
import { presentBattle, presentBattleSummary, presentRoundRevealed } from './presenter';
import { watcherCount } from './watchers';

/** `battle:updated` to the lobby (`battles`, public battles only) and, unless `toRoom` is false, the battle's room. */
function updated(battle: Battle, toRoom: boolean): Outgoing<'battles'>[] {
  const to = [...(battle.visibility === 'public' ? [rooms.battles] : []), ...(toRoom ? [rooms.battle(battle._id.toHexString())] : [])];
  return to.length ? [{ event: 'battle:updated', to, payload: { seq: battle.version, battle: presentBattleSummary(battle) } }] : [];
}

/**
 * Battle facts -> rooms, `seq` being the battle's version: `battle:updated` (a seat filled, started, cancelled,
 * finished) to the lobby and the battle's room, except when it finished: the room then gets the whole battle in
 * `battle:finished` instead; `battle:round` to the battle's room. Watcher counts are sent by `watchers.ts`.
 */
export const battleStreams: readonly LiveStream[] = [
  {
    stream: 'battles',
    on: {
      'battle.changed': ({ battle }) => updated(battle, true),
      'battle.roundRevealed': ({ battle, round }) => ({
        event: 'battle:round',
        to: rooms.battle(battle._id.toHexString()),
        payload: presentRoundRevealed(battle, round),
      }),
      'battle.finished': ({ battle }, ctx) => {
        const id = battle._id.toHexString();
        const finished: Outgoing<'battles'> = {
          event: 'battle:finished',
          to: rooms.battle(id),
          payload: { seq: battle.version, battle: presentBattle(battle, null, watcherCount(ctx, id)) },
        };
        return [finished, ...updated(battle, false)];
      },
    },
  },
  { stream: 'battle-watchers', fedBy: 'battle:watch, battle:unwatch and disconnections, counted at most once a second (battles/watchers.ts)' },
];
