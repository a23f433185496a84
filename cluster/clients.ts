import { io as connectSocket, type Socket } from 'socket.io-client';
import type { Ack, AuthResponseDto, ClientToServerEvents, ServerToClientEvents } from '@nova/protocol';
import type { NovaNode } from './harness';

/** What the cluster tests do as clients of the nodes: REST calls, sockets, acks, recorded events, polling. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const sockets: ClientSocket[] = [];

/** A REST call to one node; throws with the status and body unless 2xx. */
export async function api<T>(node: NovaNode, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(node.url + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} on ${node.url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A websocket-only Socket.IO connection to one node (closed by `disconnectAll`). */
export function connect(node: NovaNode, token?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectSocket(node.url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Disconnects every socket `connect` opened. */
export function disconnectAll(): void {
  for (const s of sockets.splice(0)) s.disconnect();
}

/** Emits a request and resolves with its ack. */
export function ask<T>(socket: ClientSocket, event: string, payload: unknown): Promise<Ack<T>> {
  return new Promise((resolve) => (socket.emit as (e: string, p: unknown, cb: (r: Ack<T>) => void) => void)(event, payload, resolve));
}

/** Every `event` the socket receives from now on, each checked against its protocol schema. */
export function record<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, schema: { parse(v: unknown): unknown }) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
    schema.parse(payload);
    seen.push(payload);
  }) as never);
  return seen;
}

/** Polls `check` every 100 ms until it holds; throws naming `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Registers a player on `node` and gives them `coins` through the admin route. */
export async function registerPlayer(node: NovaNode, adminToken: string, name: string, coins: number): Promise<{ id: string; token: string }> {
  const res = await api<AuthResponseDto>(node, 'POST', '/api/register', {
    username: name,
    email: `${name.toLowerCase()}@cluster.test`,
    password: 'cluster-player-1',
  });
  await api(node, 'POST', '/api/admin/give-coins', { userId: res.user.id, amount: coins, reason: 'cluster test' }, adminToken);
  return { id: res.user.id, token: res.token };
}
