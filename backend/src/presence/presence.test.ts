import { presenceCountedSchema } from '@nova/protocol';
import { ask, nextEvent } from '../../test/realtime';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('presence', () => {
  it('broadcasts the online count, coalesced, as sockets come and go', async () => {
    const watcher = await server.connect();
    const counted = nextEvent(watcher, 'presence:counted', { schema: presenceCountedSchema, accept: (p) => p.online === 3 });
    const others = [await server.connect(), await server.connect()];
    const first = await counted;
    const fewer = nextEvent(watcher, 'presence:counted', { schema: presenceCountedSchema, accept: (p) => p.online === 2 });
    others[0]!.disconnect();
    const second = await fewer;
    expect(second.seq).toBeGreaterThan(first.seq);
    await expect(ask(watcher, 'presence:get', {})).resolves.toEqual({ ok: true, data: { online: 2 } });
  });
});
