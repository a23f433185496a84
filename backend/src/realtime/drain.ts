import type { NovaIo } from '../context';

/** Sockets are let go in batches this far apart during a drain. */
export const DRAIN_BATCH_MS = 100;

/**
 * Tells this node's sockets to reconnect elsewhere, spread over `spreadMs`: each socket is given a random moment in
 * that window (jitter), and every DRAIN_BATCH_MS the sockets whose moment has come are let go together, so a load
 * balancer's other nodes see the reconnections arrive over the window, not at once. A socket is let go by closing
 * its connection (not by a Socket.IO disconnect packet, after which a client would not reconnect): the client
 * reconnects on its own, and with connection-state recovery (Redis) its missed events are replayed wherever it lands.
 * Resolves once every socket present at the start was let go or left on its own (then at once, not at the window's end).
 */
export async function releaseSocketsGradually(io: NovaIo, spreadMs: number, random: () => number = Math.random): Promise<number> {
  const sockets = [...io.of('/').sockets.values()];
  if (sockets.length === 0) return 0;
  const batches = Math.max(1, Math.ceil(spreadMs / DRAIN_BATCH_MS));
  const due: (typeof sockets)[] = Array.from({ length: batches }, () => []);
  for (const socket of sockets) due[Math.min(batches - 1, Math.floor(random() * batches))]!.push(socket);
  for (let batch = 0; batch < batches; batch++) {
    for (const socket of due[batch]!) if (socket.connected) socket.conn.close();
    // Nothing left to let go (the rest left on their own): the drain does not wait out its window.
    if (!due.slice(batch + 1).some((later) => later.some((socket) => socket.connected))) break;
    await new Promise((resolve) => setTimeout(resolve, DRAIN_BATCH_MS));
  }
  return sockets.length;
}
