import { presenceCountedSchema } from '@nova/protocol';
import { usePresenceStore } from '../../stores/usePresenceStore';
import type { NovaSocket } from '../socket';

/** `presence:counted` -> the presence store; on every connection the current count is asked for once. */
export function registerPresenceHandlers(socket: NovaSocket): () => void {
  const onCounted = (payload: unknown) => {
    const parsed = presenceCountedSchema.safeParse(payload);
    if (parsed.success) usePresenceStore.getState().counted(parsed.data);
  };
  const onConnect = () =>
    socket.emit('presence:get', {}, (ack) => {
      // A direct answer has no seq: it is as fresh as the latest broadcast, so it takes the next number.
      if (ack.ok) usePresenceStore.getState().counted({ seq: usePresenceStore.getState().seq + 1, online: ack.data.online });
    });
  socket.on('presence:counted', onCounted);
  socket.on('connect', onConnect);
  return () => {
    socket.off('presence:counted', onCounted);
    socket.off('connect', onConnect);
  };
}
