import { presenceCountedSchema } from '@nova/protocol';
import { usePresenceStore } from '../../stores/usePresenceStore';
import { fact, onFacts } from '../facts';
import type { NovaSocket } from '../socket';

/** `presence:counted` -> the presence store; on every connection the current count is asked for once. */
export function registerPresenceHandlers(socket: NovaSocket): () => void {
  const onConnect = () =>
    socket.emit('presence:get', {}, (ack) => {
      // A direct answer has no seq: it is as fresh as the latest broadcast, so it takes the next number.
      const store = usePresenceStore.getState();
      if (ack.ok) store.counted({ seq: store.cursor.seq + 1, online: ack.data.online });
    });
  const stop = onFacts(socket, [fact('presence:counted', presenceCountedSchema, (f) => usePresenceStore.getState().counted(f))]);
  socket.on('connect', onConnect);
  return () => {
    stop();
    socket.off('connect', onConnect);
  };
}
