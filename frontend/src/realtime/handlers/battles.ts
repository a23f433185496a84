import { battleFinishedSchema, battleRoundRevealedSchema, battleUpdatedSchema, battleWatchersSchema } from '@nova/protocol';
import { useBattleStore } from '../../stores/useBattleStore';
import type { NovaSocket } from '../socket';

/**
 * `battle:updated` (lobby and battle rooms), `battle:round`, `battle:finished`, `battle:watchers` (a battle's room)
 * -> the battles store, each validated with its schema; the store drops facts not newer than what it holds (`seq`).
 */
export function registerBattleHandlers(socket: NovaSocket): () => void {
  const store = () => useBattleStore.getState();
  const onUpdated = (payload: unknown) => {
    const parsed = battleUpdatedSchema.safeParse(payload);
    if (parsed.success) store().updated(parsed.data);
  };
  const onRound = (payload: unknown) => {
    const parsed = battleRoundRevealedSchema.safeParse(payload);
    if (parsed.success) store().round(parsed.data);
  };
  const onFinished = (payload: unknown) => {
    const parsed = battleFinishedSchema.safeParse(payload);
    if (parsed.success) store().finished(parsed.data);
  };
  const onWatchers = (payload: unknown) => {
    const parsed = battleWatchersSchema.safeParse(payload);
    if (parsed.success) store().watchers(parsed.data);
  };
  socket.on('battle:updated', onUpdated);
  socket.on('battle:round', onRound);
  socket.on('battle:finished', onFinished);
  socket.on('battle:watchers', onWatchers);
  return () => {
    socket.off('battle:updated', onUpdated);
    socket.off('battle:round', onRound);
    socket.off('battle:finished', onFinished);
    socket.off('battle:watchers', onWatchers);
  };
}
