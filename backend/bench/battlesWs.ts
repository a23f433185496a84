/**
 * The baseline of `bench:battles`: a bare `ws` server beside the app, fed by the same domain events the app's
 * battles stream's declaration turns into room emits, sending the same payloads (the battles presenter's) to the sockets
 * watching each battle. A client watches with `{watch: battleId}` and gets `{event: 'watching'}` back.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, WebSocket } from 'ws';
import type { Battle } from '../src/battles/model';
import { presentBattle, presentBattleSummary, presentRoundRevealed } from '../src/battles/presenter';
import type { AppContext } from '../src/context';

export interface RawBattleServer {
  url: string;
  close(): Promise<void>;
}

export async function rawBattleServer(ctx: AppContext): Promise<RawBattleServer> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false });
  const watchers = new Map<string, Set<WebSocket>>();
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const { watch } = JSON.parse(String(data)) as { watch?: string };
      if (!watch) return;
      const set = watchers.get(watch) ?? new Set<WebSocket>();
      watchers.set(watch, set);
      set.add(ws);
      ws.once('close', () => set.delete(ws));
      ws.send(JSON.stringify({ event: 'watching', data: { battleId: watch } }));
    });
  });
  // Serialised once per fact, as Socket.IO does; every watcher gets the same buffer.
  const toRoom = (battle: Battle, event: string, data: unknown) => {
    const set = watchers.get(battle._id.toHexString());
    if (!set?.size) return;
    const payload = Buffer.from(JSON.stringify({ event, data }));
    for (const ws of set) if (ws.readyState === WebSocket.OPEN) ws.send(payload, { binary: false });
  };
  const onChanged = ({ battle }: { battle: Battle }) =>
    toRoom(battle, 'battle:updated', { seq: battle.version, battle: presentBattleSummary(battle) });
  const onRound = ({ battle, round }: { battle: Battle; round: number }) =>
    toRoom(battle, 'battle:round', presentRoundRevealed(battle, round));
  const onFinished = ({ battle }: { battle: Battle }) =>
    toRoom(battle, 'battle:finished', {
      seq: battle.version,
      battle: presentBattle(battle, null, watchers.get(battle._id.toHexString())?.size ?? 0),
    });
  const unsubscribe = [
    ctx.bus.on('battle.changed', onChanged),
    ctx.bus.on('battle.roundRevealed', onRound),
    ctx.bus.on('battle.finished', onFinished),
  ];
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      for (const off of unsubscribe) off();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => http.close(() => resolve())));
    },
  };
}
