import { battleFinishedSchema, battleRoundRevealedSchema, battleUpdatedSchema, battleWatchersSchema } from '@nova/protocol';
import { useBattleStore } from '../../stores/useBattleStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/**
 * `battle:updated` (lobby and battle rooms), `battle:round`, `battle:finished`, `battle:watchers` (a battle's room)
 * -> the battles store, each validated with its schema; the store drops facts not newer than what it holds (`seq`).
 */
export function registerBattleHandlers(socket: NovaSocket): () => void {
  const store = () => useBattleStore.getState();
  return onFacts(socket, [
    fact('battle:updated', battleUpdatedSchema, (f) => store().updated(f)),
    fact('battle:round', battleRoundRevealedSchema, (f) => store().round(f)),
    fact('battle:finished', battleFinishedSchema, (f) => store().finished(f)),
    fact('battle:watchers', battleWatchersSchema, (f) => store().watchers(f)),
  ]);
}
