import { battleUnwatchPayloadSchema, battleWatchPayloadSchema, rooms } from '@nova/protocol';
import type { AppContext, NovaIo, NovaSocket } from '../context';
import { ackHandler } from '../realtime/ack';
import { presentBattle } from './presenter';
import { visibleBattle } from './seats';
import { battleOfRoom, battleWatchers, watcherCount } from './watchers';

/**
 * `battle:watch {battleId, invite?}`: joins the battle's room (a private battle needs its invite unless the socket's
 * player sits in it) and acks the snapshot; `battle:unwatch {battleId}` leaves it. Watcher counts follow.
 */
export function battleSocketHandlers(ctx: AppContext, socket: NovaSocket, io: NovaIo): void {
  const watchers = battleWatchers(ctx, io);
  socket.on(
    'battle:watch',
    ackHandler(ctx.logger, battleWatchPayloadSchema, async ({ battleId, invite }) => {
      const battle = await visibleBattle(battleId, socket.data.userId, invite, socket.data.role === 'admin');
      await socket.join(rooms.battle(battleId));
      watchers.changed(battleId);
      return presentBattle(battle, socket.data.userId, watcherCount(ctx, battleId));
    }),
  );
  socket.on(
    'battle:unwatch',
    ackHandler(ctx.logger, battleUnwatchPayloadSchema, async ({ battleId }) => {
      await socket.leave(rooms.battle(battleId));
      watchers.changed(battleId);
      return { battleId, watching: false as const };
    }),
  );
  socket.on('disconnecting', () => {
    for (const room of socket.rooms) {
      const battleId = battleOfRoom(room);
      if (battleId) watchers.changed(battleId);
    }
  });
}
