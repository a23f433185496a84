import { randomBytes } from 'node:crypto';
import { io as connectSocket } from 'socket.io-client';
import { eventually } from '../../test/eventually';
import { buildUser } from '../../test/factories';
import { labelValues, scrape, valueOf } from '../../test/metrics';
import { fundUser } from '../../test/ledger';
import { ask, collect } from '../../test/realtime';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';

const TOKEN = randomBytes(24).toString('base64url');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => server.stop());

const connected = async (role: string) => valueOf(await scrape(server, TOKEN), 'nova_sockets_connected', { role });

describe('socket metrics', () => {
  it('counts connected sockets by role, up on connect and down on disconnect', async () => {
    const guests = await connected('guest');
    const players = await connected('player');
    const { token } = await buildUser(server.ctx);
    const guest = await server.connect();
    const player = await server.connect(token);
    expect([await connected('guest'), await connected('player')]).toEqual([guests + 1, players + 1]);

    guest.disconnect();
    await eventually(async () => expect(await connected('guest')).toBe(guests));
    player.disconnect();
    await eventually(async () => expect(await connected('player')).toBe(players));
  });

  it("counts events by the protocol's names: any other name is `other`, never a new label value", async () => {
    const socket = await server.connect();
    const before = await scrape(server, TOKEN);
    const random = `x:${randomBytes(6).toString('hex')}`;
    expect(await ask(socket, 'presence:get', {})).toMatchObject({ ok: true });
    expect(await ask(socket, random, {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });
    expect(await ask(socket, 'toString', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_EVENT' } });

    const after = await scrape(server, TOKEN);
    const grew = (event: string) =>
      valueOf(after, 'nova_socket_events_total', { direction: 'in', event }) - valueOf(before, 'nova_socket_events_total', { direction: 'in', event });
    expect([grew('presence:get'), grew('other')]).toEqual([1, 2]);
    expect([...labelValues(after, 'nova_socket_events_total', 'event')].filter((e) => e.includes(random) || e === 'toString')).toEqual([]);
  });

  it('tells a recovered reconnection from one whose client must refetch its snapshots (resync)', async () => {
    const outcomes = async (): Promise<[number, number]> => {
      const samples = await scrape(server, TOKEN);
      const count = (outcome: string) => valueOf(samples, 'nova_socket_reconnections_total', { outcome });
      return [count('recovered'), count('resync')];
    };
    const [recovered, resyncs] = await outcomes();
    const { user, token } = await buildUser(server.ctx);
    const socket: ClientSocket = connectSocket(server.url, {
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 10,
      reconnectionDelayMax: 10,
      randomizationFactor: 0,
    });
    const connects = () => new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    try {
      await connects();
      socket.disconnect(); // deliberate: the server keeps no session, so the client resyncs when it comes back
      const again = connects();
      socket.connect();
      await again;
      expect(socket.recovered).toBe(false);
      expect(await outcomes()).toEqual([recovered, resyncs + 1]);

      // A delivered event gives the client an offset to resume from.
      const seen = collect(socket, 'balance:changed');
      await fundUser(server.ctx, user._id, 100);
      await eventually(() => expect(seen).toHaveLength(1));
      const back = connects();
      socket.io.engine.transport.close(); // the network drops: the server keeps the session for a while
      await back;
      expect(socket.recovered).toBe(true);
      expect(await outcomes()).toEqual([recovered + 1, resyncs + 1]);
    } finally {
      socket.disconnect();
    }
  });
});
