/**
 * A backend node for the outbox kill test (cluster/outbox.test.ts), run under tsx against the shared emulator
 * (MONGODB_URI) and Redis (REDIS_URL, so every node draws staff-feed numbers from one counter). Modes:
 * - `commit`: starts the app with its outbox publishing held (test only: no fast path, no relay), credits a user
 *   through the ledger in one transaction, prints `committed <userId> <ref>` and waits to be killed.
 * - `feed`: the same credit, published at once, but the staff feed's write never reaches the database: prints
 *   `stopped` once the feed's batch is about to be written, and waits to be killed there.
 * - `mark`: the same, but the staff line is stored and the outbox's delete (the mark) never happens: `stopped` there.
 * - `relay`: starts a fresh app whose relay publishes what the dead nodes left; prints `seen <ref>` for every
 *   `balance.changed` its bus hears, and `staff <seq> <kind> <userId>` for every staff-feed line stored, once the
 *   relay has drained the outbox (a look found nothing) and a line of each of OUTBOX_TEST_USERS (comma-separated) is
 *   stored (`idle`).
 */
import { randomUUID } from 'node:crypto';
import type { Types } from 'mongoose';
import { loadConfig } from '../backend/src/config';
import type { DomainModule } from '../backend/src/context';
import { createLogger } from '../backend/src/core/logger';
import { OutboxModel } from '../backend/src/core/outbox';
import { inTransaction } from '../backend/src/core/transaction';
import { credit } from '../backend/src/ledger/service';
import { modules as allModules } from '../backend/src/modules';
import { startNovaServer } from '../backend/src/server';
import { StaffEventModel } from '../backend/src/staff/model';
import { buildUser } from '../backend/test/factories';

const mode = process.argv[2];
const uri = process.env.MONGODB_URI!;

/**
 * Makes `collection.method` announce `stopped` and never settle when `concerns` says a call is about the test's
 * user (earlier calls, e.g. for the user's own creation, go through), so the process can be killed right there.
 */
function stopAt<A extends unknown[]>(collection: object, method: 'insertMany' | 'deleteMany', concerns: (...args: A) => Promise<boolean>): void {
  const original = (collection as Record<string, (...args: A) => Promise<unknown>>)[method]!.bind(collection);
  Object.defineProperty(collection, method, {
    value: async (...args: A) => {
      if (!(await concerns(...args))) return original(...args);
      console.log('stopped');
      return new Promise(() => undefined);
    },
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('warn');
  const listener: DomainModule = {
    name: 'outbox-test-listener',
    broadcasters: (ctx) => {
      ctx.bus.on('balance.changed', (e) => console.log(`seen ${e.ref}`));
    },
  };
  const server = await startNovaServer({
    config,
    logger,
    database: { engine: 'emulator', uri, dbName: config.DB_NAME },
    modules: [...allModules, listener],
    testOnlyHoldOutbox: mode === 'commit',
  });
  if (mode !== 'relay') {
    const { user } = await buildUser(server.ctx, {});
    const userId = user._id.toHexString();
    // feed: the staff write holding the user's line; mark: the delete of the record holding the user's event.
    if (mode === 'feed') stopAt(StaffEventModel.collection, 'insertMany', async (docs: { data?: { userId?: string } }[]) => docs.some((d) => d.data?.userId === userId));
    if (mode === 'mark') {
      stopAt(OutboxModel.collection, 'deleteMany', async (filter: { _id: { $in: Types.ObjectId[] } }) =>
        (await OutboxModel.collection.countDocuments({ _id: { $in: filter._id.$in }, 'events.payload.userId': userId })) > 0,
      );
    }
    const ref = `grant:test:${randomUUID()}`;
    await inTransaction(server.ctx.bus, (tx) =>
      credit(tx, { userId: user._id, amount: 700, kind: 'grant', ref, reason: 'outbox kill test' }),
    );
    console.log(`committed ${user._id.toHexString()} ${ref}`);
    return; // killed here: before anything was published (commit), or where `stopped` was printed
  }
  const relay = server.relay!;
  while ((await relay.tick()) > 0);
  // The staff feed stores its lines in batches: wait (observing, bounded) for a line of each dead node's user.
  const users = (process.env.OUTBOX_TEST_USERS ?? '').split(',');
  const stored = async () => (await StaffEventModel.distinct('data.userId', { 'data.userId': { $in: users } })).length === users.length;
  for (let i = 0; i < 200 && !(await stored()); i++) await new Promise((r) => setTimeout(r, 50));
  for (const line of await StaffEventModel.find().sort({ seq: 1 }).lean()) {
    console.log(`staff ${line.seq} ${line.kind} ${String((line.data as { userId?: string }).userId ?? '')}`);
  }
  console.log('idle');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
