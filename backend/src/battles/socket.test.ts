import {
  battleFinishedSchema,
  battleRoundRevealedSchema,
  battleSchema,
  battleUpdatedSchema,
  battleWatchersSchema,
  rooms,
  type BattleDto,
  type BattleRoundRevealed,
} from '@nova/protocol';
import { battleBox, createBattle, joinBattle } from '../../test/battles';
import { buildFundedUser } from '../../test/ledger';
import { ask, collect, nextEvent, subscribe, throughMarker } from '../../test/realtime';
import { startTestServer, TestClock, type TestServer } from '../../test/server';

// Battles over sockets: the lobby feed, watching one battle (snapshot, rounds, the end, watcher counts), private
// battles, and bad payloads.

const clock = new TestClock();
let server: TestServer;
let box: string;
beforeAll(async () => {
  server = await startTestServer({ clock });
  box = await battleBox(100);
});
afterAll(() => server.stop());

const watch = (socket: Awaited<ReturnType<TestServer['connect']>>, payload: unknown) => ask<BattleDto>(socket, 'battle:watch', payload);

describe('the battles lobby', () => {
  it('hears battle:updated for public battles only', async () => {
    const lobby = await server.connect();
    expect((await subscribe(lobby, 'battles')).ok).toBe(true);
    const { token } = await buildFundedUser(server.ctx, 1_000);
    const seen = collect(lobby, 'battle:updated', battleUpdatedSchema);
    const hidden = await createBattle(server, token, { boxIds: [box], visibility: 'private' });
    await throughMarker(
      lobby,
      'battle:updated',
      () => createBattle(server, token, { boxIds: [box], mode: '1v1v1v1' }),
      (p) => p.battle.mode === '1v1v1v1' && p.battle.creator === hidden.creator,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ seq: 1, battle: { status: 'waiting', visibility: 'public', seats: [{ kind: 'player' }, { kind: 'empty' }, { kind: 'empty' }, { kind: 'empty' }] } });
    expect(seen.map((p) => p.battle.id)).not.toContain(hidden.id);
  });
});

describe('battle:watch', () => {
  it('acks the snapshot, then every watcher hears the same rounds and the end, each fact newer than the last', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const b = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, a.token, { boxIds: [box, box, box] });
    const spectator = await server.connect();
    const player = await server.connect(b.token);
    const snap = await watch(spectator, { battleId: battle.id });
    if (!snap.ok) throw new Error(snap.error.code);
    battleSchema.parse(snap.data);
    expect(snap.data).toMatchObject({ id: battle.id, status: 'waiting', mySeat: null, invite: null });
    expect((await watch(player, { battleId: battle.id })).ok).toBe(true);

    const rounds = [spectator, player].map((s) => collect(s, 'battle:round', battleRoundRevealedSchema));
    const seqs: number[] = [];
    spectator.on('battle:updated', (p) => seqs.push(p.seq));
    spectator.on('battle:round', (p) => seqs.push(p.seq));
    spectator.on('battle:finished', (p) => seqs.push(p.seq));
    const started = nextEvent(spectator, 'battle:updated', { schema: battleUpdatedSchema, accept: (p) => p.battle.status === 'running' });
    await joinBattle(server, b.token, battle.id).expect(200);
    expect((await started).seq).toBe(3);

    const watchers = await nextEvent(spectator, 'battle:watchers', { schema: battleWatchersSchema, accept: (p) => p.watchers === 2 });
    expect(watchers.battleId).toBe(battle.id);

    const finished = nextEvent(player, 'battle:finished', { schema: battleFinishedSchema, timeoutMs: 15_000 });
    for (let i = 0; i < 3; i += 1) {
      const next = nextEvent(spectator, 'battle:round', { accept: (p: BattleRoundRevealed) => p.round.round === i });
      clock.advance(i === 0 ? 3_000 : 4_000);
      await next;
    }
    const end = await finished;
    expect(end.battle).toMatchObject({ status: 'finished', revealedCount: 3 });
    expect(end.battle.serverSeed).not.toBeNull();
    expect(rounds[0]!.map((r) => r.round)).toEqual(end.battle.revealed);
    expect(rounds[1]).toEqual(rounds[0]);
    expect(rounds[0]!.at(-1)!.totals).toEqual(end.battle.seats.map((s) => s.totalValue));
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('needs the invite for a private battle unless the socket\'s player sits in it', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, a.token, { boxIds: [box], visibility: 'private' });
    const stranger = await server.connect();
    const refused = await watch(stranger, { battleId: battle.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'BATTLE_NOT_FOUND' } });
    expect(await watch(stranger, { battleId: battle.id, invite: 'wrong' })).toMatchObject({ ok: false, error: { code: 'BATTLE_NOT_FOUND' } });
    expect((await watch(stranger, { battleId: battle.id, invite: battle.invite })).ok).toBe(true);
    const creator = await server.connect(a.token);
    const own = await watch(creator, { battleId: battle.id });
    expect(own).toMatchObject({ ok: true, data: { mySeat: 0, invite: battle.invite } });
  });

  it('leaves the room on battle:unwatch', async () => {
    const a = await buildFundedUser(server.ctx, 1_000);
    const battle = await createBattle(server, a.token, { boxIds: [box] });
    const socket = await server.connect();
    expect((await watch(socket, { battleId: battle.id })).ok).toBe(true);
    const inRoom = async () => (await server.io.in(rooms.battle(battle.id)).fetchSockets()).length;
    expect(await inRoom()).toBe(1);
    expect(await ask(socket, 'battle:unwatch', { battleId: battle.id })).toEqual({ ok: true, data: { battleId: battle.id, watching: false } });
    expect(await inRoom()).toBe(0);
  });

  it('refuses bad payloads with VALIDATION_FAILED and unknown battles with BATTLE_NOT_FOUND', async () => {
    const socket = await server.connect();
    for (const payload of [{}, { battleId: 'x' }, { battleId: '0123456789abcdef01234567', extra: 1 }, 'battle', null, { battleId: '0123456789abcdef01234567', invite: '' }]) {
      expect(await watch(socket, payload)).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    }
    for (const payload of [{}, { battleId: 42 }, { battleId: '0123456789abcdef01234567', invite: 'x' }]) {
      expect(await ask(socket, 'battle:unwatch', payload)).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    }
    expect(await watch(socket, { battleId: '0123456789abcdef01234567' })).toMatchObject({ ok: false, error: { code: 'BATTLE_NOT_FOUND' } });
    expect(socket.connected).toBe(true);
  });
});
