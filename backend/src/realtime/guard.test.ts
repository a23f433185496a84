import type { Ack } from '@nova/protocol';
import { startTestServer, TestClock, type ClientSocket, type TestServer } from '../../test/server';
import { SOCKET_BURST, SOCKET_FLOOD_DISCONNECT, SOCKET_REFILL_PER_SECOND } from './guard';

let server: TestServer;
const clock = new TestClock();
const refused: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ clock });
  server.ctx.bus.on('socket.refused', ({ reason }) => {
    refused.push(reason);
  });
});
afterAll(() => server.stop());

function ask(socket: ClientSocket, event: string, payload: unknown = {}): Promise<Ack<unknown>> {
  return new Promise((resolve) => (socket.emit as (e: string, p: unknown, cb: (r: Ack<unknown>) => void) => void)(event, payload, resolve));
}

describe('socket guard', () => {
  it('answers an unknown event with UNKNOWN_EVENT and keeps the socket', async () => {
    const socket = await server.connect();
    await expect(ask(socket, 'vault:steal')).resolves.toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
    await expect(ask(socket, 'presence:get')).resolves.toMatchObject({ ok: true });
    expect(refused).toContain('unknown-event');
  });

  it('refuses requests over the burst budget with RATE_LIMITED, then serves the socket again', async () => {
    const socket = await server.connect();
    const replies = await Promise.all(Array.from({ length: SOCKET_BURST * 2 }, () => ask(socket, 'presence:get')));
    const limited = replies.filter((r) => !r.ok && r.error.code === 'RATE_LIMITED').length;
    expect(limited).toBeGreaterThan(0);
    expect(replies.filter((r) => r.ok).length).toBeGreaterThanOrEqual(SOCKET_BURST);
    // The clock stands still, so the budget stays spent until it moves; then it refills.
    await expect(ask(socket, 'presence:get')).resolves.toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    clock.advance((1000 * SOCKET_BURST) / SOCKET_REFILL_PER_SECOND);
    const again = await Promise.all(Array.from({ length: SOCKET_BURST }, () => ask(socket, 'presence:get')));
    expect(again.every((r) => r.ok)).toBe(true);
  });

  it('disconnects a socket that keeps flooding while other sockets carry on', async () => {
    const flooder = await server.connect();
    const bystander = await server.connect();
    const gone = new Promise((resolve) => flooder.once('disconnect', resolve));
    for (let i = 0; i < SOCKET_BURST + SOCKET_FLOOD_DISCONNECT + 10; i += 1) flooder.emit('presence:get', {}, () => {});
    await gone;
    expect(refused).toContain('flood');
    await expect(ask(bystander, 'presence:get')).resolves.toMatchObject({ ok: true });
  });
});
