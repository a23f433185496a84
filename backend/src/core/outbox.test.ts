import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { buildUser } from '../../test/factories';
import { eventually } from '../../test/eventually';
import { buildFundedUser } from '../../test/ledger';
import { cheapestBox, listBoxes, newRequestId, openBox } from '../../test/openings';
import { startTestServer, TestClock, type TestServer } from '../../test/server';
import type { DomainEvents } from './events';
import { Outbox, outboxEventId, OUTBOX_LEASE_MS, OutboxModel, type OutboxRecord } from './outbox';
import { OutboxRelay } from './outboxRelay';
import { inTransaction } from './transaction';
import { credit } from '../ledger/service';
import { setSequenceSource } from '../realtime/sequence';
import { StaffEventModel } from '../staff/model';

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
async function orphan(ref: string, userId: string, _id = new Types.ObjectId()): Promise<Types.ObjectId> {
  // The earlier tests' events are published; their records must be deleted before this test moves the clock past leases.
  await eventually(async () => expect(await OutboxModel.countDocuments({ owner: server.ctx.bus.outbox!.node })).toBe(0));
  const at = clock.now();
  const payload: DomainEvents['balance.changed'] = { userId, balance: 5, version: 1, delta: 5, kind: 'grant', ref, reason: null, at };
  await OutboxModel.collection.insertOne({
    _id,
    events: [{ name: 'balance.changed', payload }],
    at,
    owner: 'dead-node',
    leaseUntil: new Date(at.getTime() + OUTBOX_LEASE_MS),
  });
  return _id;
}

describe('the transactional outbox', () => {
  it('stores a transaction’s events with it, publishes them at once and then deletes the record', async () => {
    const { user } = await buildUser(server.ctx);
    const ref = `grant:test:${randomUUID()}`;
    let storedInside: unknown = null;
    await inTransaction(server.ctx.bus, async (tx) => {
      await credit(tx, { userId: user._id, amount: 300, kind: 'grant', ref });
      await tx.flush();
      storedInside = await OutboxModel.findOne({ 'events.payload.ref': ref }).session(tx.session).lean();
    });
    expect(storedInside).toMatchObject({ owner: server.ctx.bus.outbox!.node, events: [{ name: 'balance.changed' }] });
    expect(seen.find((e) => e.ref === ref)).toMatchObject({ delta: 300, kind: 'grant' });
    await eventually(async () => expect(await OutboxModel.countDocuments({ 'events.payload.ref': ref })).toBe(0));
  });

  it('stores an opening’s events in one record with its one batch of writes, then deletes it', async () => {
    const { user, token } = await buildFundedUser(server.ctx, 5_000);
    const box = cheapestBox(await listBoxes(server));
    const outbox = server.ctx.bus.outbox!;
    const marked: Types.ObjectId[][] = [];
    const markDone = outbox.markDone.bind(outbox);
    outbox.markDone = (ids) => {
      marked.push([...ids]);
      return markDone(ids);
    };
    const opened = (await openBox(server, token, box.id, { requestId: newRequestId() }).expect(200)).body as { openingId: string };
    await eventually(() => expect(marked).toHaveLength(1)); // one record for the whole transaction, once its lines are stored
    outbox.markDone = markDone;
    await outbox.flushMarks();
    expect(await OutboxModel.countDocuments({ _id: { $in: marked[0] } })).toBe(0);
    const ofOpening = seen.filter((e) => e.ref === `opening:${opened.openingId}`);
    expect(ofOpening).toHaveLength(1);
    expect(ofOpening[0]!.userId).toBe(user.id);
  });

  it('stores the events recorded after a flush with the transaction’s last writes, and none twice', async () => {
    const { user } = await buildUser(server.ctx);
    const [first, second] = [`grant:test:${randomUUID()}`, `grant:test:${randomUUID()}`];
    await inTransaction(server.ctx.bus, async (tx) => {
      await credit(tx, { userId: user._id, amount: 10, kind: 'grant', ref: first });
      await tx.flush(); // the first event's record travels here
      await credit(tx, { userId: user._id, amount: 20, kind: 'grant', ref: second });
    });
    const refs = seen.filter((e) => e.ref === first || e.ref === second).map((e) => e.ref);
    expect(refs).toEqual([first, second]); // each published once, in order
  });

  it('stores nothing when the transaction aborts', async () => {
    const { user } = await buildUser(server.ctx);
    const ref = `grant:test:${randomUUID()}`;
    await expect(
      inTransaction(server.ctx.bus, async (tx) => {
        await credit(tx, { userId: user._id, amount: 10, kind: 'grant', ref });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await OutboxModel.countDocuments({ 'events.payload.ref': ref })).toBe(0);
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
    expect(await OutboxModel.findById(id).lean()).toBeNull();
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

  it('marks a record done only once the staff feed stored the line of its event', async () => {
    const { user } = await buildUser(server.ctx);
    const outbox = server.ctx.bus.outbox!;
    const linesAtMark: number[] = [];
    const markDone = outbox.markDone.bind(outbox);
    outbox.markDone = async (ids) => {
      linesAtMark.push(await StaffEventModel.countDocuments({ sourceId: { $in: ids.map((id) => outboxEventId(id, 0)) } }));
      return markDone(ids);
    };
    try {
      await inTransaction(server.ctx.bus, (tx) =>
        credit(tx, { userId: user._id, amount: 40, kind: 'grant', ref: `grant:test:${randomUUID()}` }),
      );
      await eventually(() => expect(linesAtMark).toEqual([1]));
    } finally {
      outbox.markDone = markDone;
    }
  });

  it('stores one staff line for an event published twice, and numbers the feed without a gap', async () => {
    // Numbers shared by nodes (as with Redis): stored first, then numbered, so a skipped duplicate would show as a gap.
    let last = 0;
    setSequenceSource(server.ctx, { next: async (_stream, count = 1) => (last += count), current: async () => last });
    const userId = (await buildUser(server.ctx)).user.id;
    const ref = `orphan:${randomUUID()}`;
    const relay = new OutboxRelay(server.ctx.bus, new Outbox(clock), server.ctx.logger);
    const id = await orphan(ref, userId);
    clock.advance(OUTBOX_LEASE_MS);
    expect(await relay.tick()).toBe(1);
    // The same record again, as if the node that published it died before its delete landed.
    await orphan(ref, userId, id);
    clock.advance(OUTBOX_LEASE_MS);
    expect(await relay.tick()).toBe(1);
    expect(seen.filter((e) => e.ref === ref)).toHaveLength(2); // published twice...
    expect(await StaffEventModel.countDocuments({ sourceId: outboxEventId(id, 0) })).toBe(1); // ...stored once
    await inTransaction(server.ctx.bus, (tx) =>
      credit(tx, { userId: new Types.ObjectId(userId), amount: 5, kind: 'grant', ref: `grant:test:${randomUUID()}` }),
    );
    await eventually(async () => expect(await StaffEventModel.countDocuments({ 'data.userId': userId })).toBe(2));
    const seqs = (await StaffEventModel.find({ seq: { $gt: 0, $lte: last } }, { seq: 1 }).sort({ seq: 1 }).lean()).map((l) => l.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(seqs.length).toBeGreaterThanOrEqual(2);
  });

  it('stores an opening’s events as the opening’s id, and a relay rebuilds the same events from the opening', async () => {
    const { token } = await buildFundedUser(server.ctx, 5_000);
    const box = cheapestBox(await listBoxes(server));
    const outbox = server.ctx.bus.outbox!;
    const records: OutboxRecord[] = [];
    const record = outbox.record.bind(outbox);
    outbox.record = (events) => {
      const made = record(events);
      records.push(made);
      return made;
    };
    const heard: { name: string; payload: unknown }[] = [];
    const stops = (['opening.completed', 'winner.announced'] as const).map((name) => server.ctx.bus.on(name, (payload) => void heard.push({ name, payload })));
    try {
      const opened = (await openBox(server, token, box.id, { requestId: newRequestId() }).expect(200)).body as { openingId: string };
      outbox.record = record;
      const events = records.flatMap((r) => r.events).filter((e) => e.name !== 'balance.changed');
      expect(events.length).toBeGreaterThan(0);
      for (const e of events) expect(e).toEqual({ name: e.name, ref: opened.openingId }); // no payload stored
      const live = heard.splice(0);
      await orphan(`orphan:${randomUUID()}`, new Types.ObjectId().toHexString());
      await OutboxModel.collection.updateOne({ owner: 'dead-node' }, { $set: { events } });
      clock.advance(OUTBOX_LEASE_MS);
      expect(await server.relay!.tick()).toBe(1); // the node's own relay: its outbox knows the openings' rebuilders
      expect(heard).toEqual(live);
    } finally {
      outbox.record = record;
      stops.forEach((stop) => stop());
    }
  });
});
