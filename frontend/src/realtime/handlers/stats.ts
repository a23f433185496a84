import { statsUpdatedSchema } from '@nova/protocol';
import { useStatsStore } from '../../stores/useStatsStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/** `stats:updated` -> the stats store (newest seq wins). */
export function registerStatsHandlers(socket: NovaSocket): () => void {
  return onFacts(socket, [fact('stats:updated', statsUpdatedSchema, (f) => useStatsStore.getState().received(f.stats))]);
}
