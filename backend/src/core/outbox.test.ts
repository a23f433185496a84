import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { buildUser } from '../../test/factories';
import { eventually } from '../../test/eventually';
import { buildFundedUser } from '../../test/ledger';
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
  // The earlier tests' events are published; their records must be deleted before this test moves the clock past leases.
  await server.ctx.bus.outbox!.flushMarks();
  const at = clock.now();
  const payload: DomainEvents['balance.changed'] = { userId, balance: 5, version: 1, delta: 5, kind: 'grant', ref, reason: null, at };
  const _id = new Types.ObjectId();
  await OutboxModel.collection.insertOne({ _id, events: [{ name: 'balance.changed', payload }], at, owner: 'dead-node', leaseUntil: new Date(at.getTime() + OUTBOX_LEASE_MS) });
  return _id;
}

describe('the transactional outbox', () => {
  it('stores a transaction’s events with it, publishes them at once and then deletes the record', async () => {
    const { user } = await buildUser(server.ctx);
    const ref = `grant:test:${randomUUID()}`;
    let storedInside: unknown = null;
    await inTransaction(server.ctx.bus, async (session, events) => {
      await credit(session, events, { userId: user._id, amount: 300, kind: 'grant', ref });
      await insertAll(session, [], events);
      storedInside = await OutboxModel.findOne({ 'events.payload.ref': ref }).session(session).lean();
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
    outbox.markDone = markDone;
    expect(marked).toHaveLength(1); // one record for the whole transaction
    await outbox.flushMarks();
    expect(await OutboxModel.countDocuments({ _id: { $in: marked[0] } })).toBe(0);
    const ofOpening = seen.filter((e) => e.ref === `opening:${opened.openingId}`);
    expect(ofOpening).toHaveLength(1);
    expect(ofOpening[0]!.userId).toBe(user.id);
  });

  it('stores the events recorded after an insertAll before the commit, and none twice', async () => {
    const { user } = await buildUser(server.ctx);
    const [first, second] = [`grant:test:${randomUUID()}`, `grant:test:${randomUUID()}`];
    await inTransaction(server.ctx.bus, async (session, events) => {
      await credit(session, events, { userId: user._id, amount: 10, kind: 'grant', ref: first });
      await insertAll(session, [], events); // the first event's record travels here
      await credit(session, events, { userId: user._id, amount: 20, kind: 'grant', ref: second });
    });
    const refs = seen.filter((e) => e.ref === first || e.ref === second).map((e) => e.ref);
    expect(refs).toEqual([first, second]); // each published once, in order
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
});
