import { randomUUID } from 'node:crypto';
import type { Ack, BoxDto, OpenBoxResultDto } from '@nova/protocol';
import { buildFundedUser } from '../../test/ledger';
import { startTestServer, type ClientSocket, type TestServer } from '../../test/server';
import { checkLedgerInvariant } from '../ledger/invariant';
import { LedgerEntryModel } from '../ledger/model';
import { UserModel } from '../users/model';
import { OpeningModel } from './model';

let server: TestServer;
let boxes: BoxDto[];
beforeAll(async () => {
  server = await startTestServer();
  boxes = (await server.request().get('/api/boxes').expect(200)).body as BoxDto[];
});
afterAll(() => server.stop());

const cheapest = () => boxes.reduce((a, b) => (a.priceCoins <= b.priceCoins ? a : b));

function open(token: string, boxId: string, requestId?: string) {
  const req = server.request().post(`/api/boxes/${boxId}/open`).set('Authorization', `Bearer ${token}`);
  return requestId ? req.send({ requestId }) : req;
}

function socketOpen(socket: ClientSocket, payload: unknown): Promise<Ack<OpenBoxResultDto>> {
  return new Promise((resolve) => socket.emit('box:open', payload as never, resolve));
}

describe('opening a box', () => {
  it('charges the price, draws a prize and records everything in one go', async () => {
    const box = cheapest();
    const { user, token } = await buildFundedUser(server.ctx, box.priceCoins * 3);
    const res = await open(token, box.id).expect(200);
    const result = res.body as OpenBoxResultDto;
    expect(result.userBalance).toBe(box.priceCoins * 2);
    expect(box.prizes.map((p) => p.id)).toContain(result.prize.id);
    expect(result).toMatchObject({ consecutivePlays: 1, isEligibleForLegendary: false, playsUntilLegendary: 4, pricePaid: box.priceCoins, replayed: false });
    expect(result.fairness).toMatchObject({ nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const stored = await UserModel.findById(user._id).lean();
    expect(stored).toMatchObject({ balance: box.priceCoins * 2, totalSpent: box.priceCoins, experiencePoints: box.priceCoins, consecutivePlays: 1, lastPlayedCategory: box.category });
    expect(await LedgerEntryModel.countDocuments({ userId: user._id, kind: 'opening', ref: `opening:${result.openingId}` })).toBe(1);
    expect((await checkLedgerInvariant([user._id])).problems).toEqual([]);
  });
});
