import { buildUser } from '../../test/factories';
import { eventually } from '../../test/eventually';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';

/** MAX_SOCKETS_PER_PLAYER: a signed-in user's sockets on one node, the next refused with a connect_error code. */
const MAX = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { MAX_SOCKETS_PER_PLAYER: String(MAX) } });
});
afterAll(() => server.stop());

/** Connects and resolves with the socket, or with the connect_error's code. */
async function attempt(token?: string): Promise<ClientSocket | string> {
  try {
    return await server.connect(token);
  } catch (err) {
    return (err as Error & { data?: { code?: string } }).data?.code ?? String(err);
  }
}

describe('sockets per signed-in user', () => {
  it('admits MAX_SOCKETS_PER_PLAYER, refuses the next with TOO_MANY_CONNECTIONS, and admits again once one closes', async () => {
    const { token } = await buildUser(server.ctx);
    const open: ClientSocket[] = [];
    for (let i = 0; i < MAX; i++) open.push(await server.connect(token));
    let refusal: Error & { data?: { code?: string } } = new Error('none');
    await server.connect(token).catch((err: typeof refusal) => (refusal = err));
    expect(refusal.data).toEqual({ code: 'TOO_MANY_CONNECTIONS' });
    expect(refusal.message).toMatch(/Too many open connections/);

    // Another user and anonymous visitors are not affected.
    const other = await buildUser(server.ctx);
    expect(typeof (await attempt(other.token))).toBe('object');
    for (let i = 0; i < MAX + 1; i++) expect(typeof (await attempt())).toBe('object');

    open.pop()!.disconnect();
    const again = await eventually(async () => {
      const result = await attempt(token);
      if (typeof result === 'string') throw new Error(result);
      return result;
    });
    expect(again.connected).toBe(true);
  });

  it('holds when many handshakes arrive at once: exactly MAX get through', async () => {
    const { token } = await buildUser(server.ctx);
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt(token)));
    expect(results.filter((r) => typeof r === 'object')).toHaveLength(MAX);
    expect(results.filter((r) => r === 'TOO_MANY_CONNECTIONS')).toHaveLength(12 - MAX);
  });
});
