import { io as connectSocket } from 'socket.io-client';
import { balanceChangedSchema, rooms, type BalanceChanged, type BoxDto, type UserDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { buildFundedUser, fundUser } from '../../test/ledger';
import { eventually } from '../../test/eventually';
import { collect, nextEvent, throughMarker } from '../../test/realtime';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';

let server: TestServer;
let box: BoxDto;
const extraSockets: ClientSocket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const boxes = (await server.request().get('/api/boxes').expect(200)).body as BoxDto[];
  box = boxes.reduce((a, b) => (a.priceCoins <= b.priceCoins ? a : b));
});
afterAll(async () => {
  for (const s of extraSockets) s.disconnect();
  await server.stop();
});

const me = async (token: string) =>
  (await server.request().get('/api/me').set('Authorization', `Bearer ${token}`).expect(200)).body as UserDto;

/** A socket that reconnects on its own, like the app's (short delays for the test). */
function reconnectingSocket(token: string, delayMs: number): Promise<ClientSocket> {
  const socket: ClientSocket = connectSocket(server.url, {
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: true,
    reconnectionDelay: delayMs,
    reconnectionDelayMax: delayMs,
    randomizationFactor: 0,
  });
  extraSockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('balance:changed', () => {
  it("reaches every socket of the player (all tabs) and no one else's, with the balance version as seq", async () => {
    const { user, token } = await buildUser(server.ctx);
    const tabA = await server.connect(token);
    const tabB = await server.connect(token);
    const { user: otherUser, token: otherToken } = await buildUser(server.ctx);
    const stranger = await server.connect(otherToken);
    const anonymous = await server.connect();

    const onA = nextEvent(tabA, 'balance:changed', { schema: balanceChangedSchema });
    const onB = nextEvent(tabB, 'balance:changed', { schema: balanceChangedSchema });
    const strangerSaw = collect(stranger, 'balance:changed', balanceChangedSchema);
    const anonymousSaw = collect(anonymous, 'balance:changed', balanceChangedSchema);
    await fundUser(server.ctx, user._id, 700);
    const expected = { seq: 1, balance: 700, delta: 700, kind: 'grant' };
    await expect(onA).resolves.toMatchObject(expected);
    await expect(onB).resolves.toMatchObject(expected);
    // The stranger's own grant comes after the player's: had the player's reached the stranger, it would be first.
    await throughMarker(
      stranger,
      'balance:changed',
      () => fundUser(server.ctx, otherUser._id, 3),
      (e) => e.delta === 3,
    );
    expect(strangerSaw.map((e) => e.delta)).toEqual([3]);
    // The player's room holds exactly the two tabs, so the anonymous socket cannot get the player's balance.
    const inRoom = await server.io.in(rooms.user(String(user._id))).fetchSockets();
    expect(inRoom.map((s) => s.id).sort()).toEqual([tabA.id, tabB.id].sort());
    expect(anonymousSaw).toEqual([]);
    expect(await me(token)).toMatchObject({ balance: 700, balanceVersion: 1 });
  });

  it('follows an opening (debit) and counts versions up by one per change', async () => {
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 2);
    const socket = await server.connect(token);
    const seen = collect(socket, 'balance:changed', balanceChangedSchema);
    await server.request().post(`/api/boxes/${box.id}/open`).set('Authorization', `Bearer ${token}`).expect(200);
    await server.request().post(`/api/boxes/${box.id}/open`).set('Authorization', `Bearer ${token}`).expect(200);
    // A later grant marks the end: everything the openings sent arrived before it, so nothing else can follow.
    await throughMarker(
      socket,
      'balance:changed',
      () => fundUser(server.ctx, user._id, 1),
      (e) => e.kind === 'grant',
    );
    expect(seen.map((e) => [e.seq, e.balance, e.delta, e.kind])).toEqual([
      [2, box.priceCoins, -box.priceCoins, 'opening'],
      [3, 0, -box.priceCoins, 'opening'],
      [4, 1, 1, 'grant'],
    ]);
    expect((await me(token)).balanceVersion).toBe(4);
  });
});

describe('reconnection', () => {
  it('recovers a socket after a transport close: every balance change made meanwhile arrives, in order', async () => {
    const { user, token } = await buildUser(server.ctx);
    const socket = await reconnectingSocket(token, 600);
    const seen = collect(socket, 'balance:changed', balanceChangedSchema);
    await fundUser(server.ctx, user._id, 100);
    await eventually(() => expect(seen).toHaveLength(1));

    const down = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.io.engine.transport.close(); // the network drops: not a deliberate disconnect
    expect(await down).toBe('transport close');
    for (const coins of [10, 20, 30]) await fundUser(server.ctx, user._id, coins);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(socket.recovered).toBe(true);
    await throughMarker(
      socket,
      'balance:changed',
      () => fundUser(server.ctx, user._id, 1),
      (e) => e.delta === 1,
    );
    expect(seen.map((e: BalanceChanged) => [e.seq, e.balance])).toEqual([
      [1, 100],
      [2, 110],
      [3, 130],
      [4, 160],
      [5, 161],
    ]);
  });

  it('after an unrecovered reconnect, the snapshot (GET /api/me) carries the version and later deltas are newer', async () => {
    const { user, token } = await buildUser(server.ctx);
    const socket = await reconnectingSocket(token, 100);
    const seen = collect(socket, 'balance:changed', balanceChangedSchema);
    await fundUser(server.ctx, user._id, 100);
    await eventually(() => expect(seen).toHaveLength(1));

    socket.disconnect(); // deliberate: the server keeps no session for it
    await fundUser(server.ctx, user._id, 50); // missed
    socket.connect();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(socket.recovered).toBe(false);

    const snapshot = await me(token);
    expect(snapshot).toMatchObject({ balance: 150, balanceVersion: 2 });
    await throughMarker(
      socket,
      'balance:changed',
      () => fundUser(server.ctx, user._id, 5),
      (e) => e.delta === 5,
    );
    // The client applies only deltas newer than its snapshot: here the only one after it.
    const newer = seen.filter((e) => e.seq > snapshot.balanceVersion);
    expect(newer.map((e) => [e.seq, e.balance])).toEqual([[3, 155]]);
    expect(seen.map((e) => e.seq)).toEqual([1, 3]);
  });
});
