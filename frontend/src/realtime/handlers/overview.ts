import { overviewChangedSchema } from '@nova/protocol';
import { useOverviewStore } from '../../stores/useOverviewStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/** `overview:changed` (admins watching the Overview) -> the overview store. */
export function registerOverviewHandlers(socket: NovaSocket): () => void {
  return onFacts(socket, [fact('overview:changed', overviewChangedSchema, (f) => useOverviewStore.getState().changed(f))]);
}
