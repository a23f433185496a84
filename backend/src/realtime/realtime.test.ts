import type { Ack } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

function request<T>(socket: ClientSocket, payload: unknown): Promise<Ack<T>> {
  return new Promise((resolve) => socket.emit('presence:get', payload as Record<string, never>, resolve as never));
}

describe('socket authentication', () => {
  it('lets anonymous sockets connect for public feeds', async () => {
    const socket = await server.connect();
    expect(socket.connected).toBe(true);
    await expect(request(socket, {})).resolves.toEqual({ ok: true, data: { online: expect.any(Number) } });
  });

  it('accepts a valid session token', async () => {
    const { token } = await buildUser(server.ctx);
    const socket = await server.connect(token);
    expect(socket.connected).toBe(true);
  });

  it('refuses a forged, malformed or revoked token with INVALID_TOKEN', async () => {
    const { user, token } = await buildUser(server.ctx);
    await expect(server.connect('forged.token.value')).rejects.toMatchObject({ data: { code: 'INVALID_TOKEN' } });
    await UserModel.updateOne({ _id: user._id }, { $inc: { tokenVersion: 1 } });
    await expect(server.connect(token)).rejects.toMatchObject({ data: { code: 'INVALID_TOKEN' } });
  });
});

describe('socket requests', () => {
  it('answers a payload that fails its schema with VALIDATION_FAILED and keeps the socket', async () => {
    const socket = await server.connect();
    const reply = await request(socket, { unexpected: true });
    expect(reply).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(socket.connected).toBe(true);
    await expect(request(socket, {})).resolves.toMatchObject({ ok: true });
  });

  it('disconnects a socket that sends an oversized message, and others carry on', async () => {
    const big = await server.connect();
    const other = await server.connect();
    const closed = new Promise((resolve) => big.once('disconnect', resolve));
    big.emit('presence:get', { padding: 'x'.repeat(64 * 1024) } as never, () => {});
    await closed;
    await expect(request(other, {})).resolves.toMatchObject({ ok: true });
  });
});
