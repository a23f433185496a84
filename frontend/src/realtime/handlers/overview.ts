import { overviewChangedSchema } from '@nova/protocol';
import { useOverviewStore } from '../../stores/useOverviewStore';
import type { NovaSocket } from '../socket';

/** `overview:changed` (admins watching the Overview) -> the overview store. */
export function registerOverviewHandlers(socket: NovaSocket): () => void {
  const onChanged = (payload: unknown) => {
    const parsed = overviewChangedSchema.safeParse(payload);
    if (parsed.success) useOverviewStore.getState().changed(parsed.data);
  };
  socket.on('overview:changed', onChanged);
  return () => socket.off('overview:changed', onChanged);
}
