import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { buildUser } from '../../test/factories';
import { eventually } from '../../test/eventually';
import { buildFundedUser, fundUser } from '../../test/ledger';
import { cheapestBox, listBoxes, newRequestId, openBox } from '../../test/openings';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import type { DomainEvents } from './events';
import { Outbox, OUTBOX_LEASE_MS, OutboxModel } from './outbox';
import { OutboxRelay } from './outboxRelay';
import { inTransaction, insertAll } from './transaction';
import { credit } from '../ledger/service';

const clock = new TestClock();
let server: TestServer;
const seen: DomainEvents['balance.changed'][] = [];

beforeAll(async () => {
  server = await startTestServer({ clock });
  await server.relay?.stop(); // the relays here are the test's own, ticked by hand
  server.ctx.bus.on('balance.changed', (e) => {
    seen.push(e);
  });
});
afterAll(() => server.stop());

/** An event a dead node committed and never published: in the outbox, leased to someone who is gone. */
async function orphan(ref: string, userId: string): Promise<Types.ObjectId> {
  // The earlier tests' events are published; their done marks must land before this test moves the clock past leases.
  await server.ctx.bus.outbox!.flushMarks();
  const at = clock.now();
  const payload: DomainEvents['balance.changed'] = { userId, balance: 5, version: 1, delta: 5, kind: 'grant', ref, reason: null, at };
  const _id = new Types.ObjectId();
  await OutboxModel.collection.insertOne({ _id, name: 'balance.changed', payload, at, owner: 'dead-node', leaseUntil: new Date(at.getTime() + OUTBOX_LEASE_MS), doneAt: null });
  return _id;
}

describe('the transactional outbox', () => {
  it('stores a transaction’s events with it, publishes them at once and marks them done', async () => {
    const { user } = await buildUser(server.ctx);
    await fundUser(server.ctx, user._id, 300);
    const event = seen.find((e) => e.userId === user.id);
    expect(event).toMatchObject({ delta: 300, kind: 'grant' });
    const stored = await eventually(async () => {
      const doc = await OutboxModel.findOne({ name: 'balance.changed', 'payload.ref': event!.ref }).lean();
      expect(doc?.doneAt).toBeInstanceOf(Date);
      return doc!;
    });
    expect(stored.owner).toBe(server.ctx.bus.outbox!.node);
  });

  it('stores an opening’s events with its one batch of writes, each once, and marks them done', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 5_000);
    const box = cheapestBox(await listBoxes(server));
    const opened = (await openBox(server, token, box.id, { requestId: newRequestId() }).expect(200)).body as { openingId: string };
    const records = await eventually(async () => {
      const docs = await OutboxModel.find({ $or: [{ 'payload.ref': `opening:${opened.openingId}` }, { 'payload.openingId': opened.openingId }] }).lean();
      expect(docs.map((d) => d.doneAt)).not.toContain(null);
      return docs;
    });
    expect(records.map((r) => r.name).sort()).toEqual(expect.arrayContaining(['balance.changed', 'opening.completed']));
    expect(new Set(records.map((r) => r.name)).size).toBe(records.length);
    expect(records.every((r) => (r.payload as { userId: string }).userId === user.id)).toBe(true);
  });

  it('stores the events recorded after an insertAll before the commit, and none twice', async () => {
    const { user } = await buildUser(server.ctx);
    const [first, second] = [`grant:test:${randomUUID()}`, `grant:test:${randomUUID()}`];
    await inTransaction(server.ctx.bus, async (session, events) => {
      await credit(session, events, { userId: user._id, amount: 10, kind: 'grant', ref: first });
      await insertAll(session, [], events); // the first event's record travels here
      await credit(session, events, { userId: user._id, amount: 20, kind: 'grant', ref: second });
    });
    const stored = await OutboxModel.find({ 'payload.ref': { $in: [first, second] } }).lean();
    expect(stored.map((r) => (r.payload as { ref: string }).ref).sort()).toEqual([first, second].sort());
  });

  it('stores nothing when the transaction aborts', async () => {
    const { user } = await buildUser(server.ctx);
    const ref = `grant:test:${randomUUID()}`;
    await expect(
      inTransaction(server.ctx.bus, async (session, events) => {
        await credit(session, events, { userId: user._id, amount: 10, kind: 'grant', ref });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await OutboxModel.countDocuments({ 'payload.ref': ref })).toBe(0);
    expect(seen.some((e) => e.ref === ref)).toBe(false);
  });

  it('leaves a live lease alone, then publishes an orphan exactly once when two relays race for it', async () => {
    const ref = `orphan:${randomUUID()}`;
    const id = await orphan(ref, new Types.ObjectId().toHexString());
    const relays = [new Outbox(clock), new Outbox(clock)].map((o) => new OutboxRelay(server.ctx.bus, o, server.ctx.logger));
    expect(await relays[0]!.tick()).toBe(0); // still leased to its (dead) committer
    clock.advance(OUTBOX_LEASE_MS);
    const published = await Promise.all(relays.map((r) => r.tick()));
    expect(published.reduce((a, b) => a + b, 0)).toBe(1);
    expect(seen.filter((e) => e.ref === ref)).toHaveLength(1);
    expect((await OutboxModel.findById(id).lean())?.doneAt).toBeInstanceOf(Date);
    // Done is done: later looks, even after every lease ran out, publish nothing again.
    clock.advance(OUTBOX_LEASE_MS * 2);
    expect(await relays[1]!.tick()).toBe(0);
    expect(seen.filter((e) => e.ref === ref)).toHaveLength(1);
  });

  it('reclaims the lease of a relay that died after claiming', async () => {
    const ref = `orphan:${randomUUID()}`;
    await orphan(ref, new Types.ObjectId().toHexString());
    clock.advance(OUTBOX_LEASE_MS);
    const doomed = new Outbox(clock);
    expect(await doomed.claim(100)).toHaveLength(1); // claimed, then it "dies" without publishing
    const survivor = new OutboxRelay(server.ctx.bus, new Outbox(clock), server.ctx.logger);
    expect(await survivor.tick()).toBe(0);
    clock.advance(OUTBOX_LEASE_MS);
    expect(await survivor.tick()).toBe(1);
    expect(seen.filter((e) => e.ref === ref)).toHaveLength(1);
  });
});
