import { Types } from 'mongoose';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';
import { LedgerEntryModel } from './model';
import { lowestBalanceSince } from './queries';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** An ObjectId with the given second, process bytes and counter (to place entries exactly). */
const idAt = (second: number, processHex: string, counter: number) =>
  new Types.ObjectId(second.toString(16).padStart(8, '0') + processHex + counter.toString(16).padStart(6, '0'));

async function entry(userId: Types.ObjectId, _id: Types.ObjectId, balanceAfter: number, ref: string) {
  await LedgerEntryModel.collection.insertOne({
    _id,
    userId,
    amount: 1,
    balanceAfter,
    kind: 'grant',
    ref,
    actorId: null,
    reason: null,
    createdAt: new Date(),
  });
}

describe('lowestBalanceSince', () => {
  it('is the lowest balance after the entry, ordering one process exactly and counting other processes of the same second as later', async () => {
    const { user } = await buildUser(server.ctx);
    const second = 1_900_000_000;
    const here = 'aaaaaaaaaa';
    const there = 'bbbbbbbbbb';
    await entry(user._id, idAt(second - 1, here, 1), 5, 'q:before-earlier-second');
    await entry(user._id, idAt(second, here, 2), 10, 'q:before-same-process');
    await entry(user._id, idAt(second, here, 3), 900, 'q:credit');
    await entry(user._id, idAt(second, here, 4), 700, 'q:after');
    await entry(user._id, idAt(second + 5, there, 1), 650, 'q:later-elsewhere');
    expect(await lowestBalanceSince('q:credit')).toBe(650);

    await entry(user._id, idAt(second, there, 0), 40, 'q:same-second-elsewhere');
    expect(await lowestBalanceSince('q:credit')).toBe(40);
    expect(await lowestBalanceSince('q:later-elsewhere')).toBe(650);
    expect(await lowestBalanceSince('q:unknown')).toBeNull();
  });
});
