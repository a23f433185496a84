import { AUTH_MESSAGES, TEXT_RULE_MESSAGE } from '@nova/protocol';
import { buildUser } from './factories';
import { startTestServer, type TestServer } from './server';

/**
 * The text rule (protocol `schemas/text.ts`) at every route that stores or shows text people write, and numbers that
 * are numbers: each refusal is 400 VALIDATION_FAILED naming the field with the one message, before anything is read or
 * written. The schemas' own tests cover every character; these check that each area's route applies them.
 */
let server: TestServer;
let adminToken: string;
let playerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
  playerToken = (await buildUser(server.ctx)).token;
});
afterAll(() => server.stop());

const ID = '0123456789abcdef01234567';
const RLO = '\u202e'; // right-to-left override: 'gpj.exe' shown as 'exe.jpg'
const LONE = '\ud800'; // a lone surrogate (JSON allows "\ud800")

type Method = 'post' | 'put';
const CASES: [area: string, method: Method, path: string, token: () => string | null, body: Record<string, unknown>, field: string][] = [
  [
    'a box name',
    'post',
    '/api/admin/boxes',
    () => adminToken,
    { name: `Box${RLO}gpj.exe`, description: 'd', price: '5', imageUrl: '/media/catalog/boxes/apple-vault.svg', category: 'Tech' },
    'name',
  ],
  [
    'a prize description',
    'post',
    '/api/admin/prizes',
    () => adminToken,
    { boxId: ID, name: 'Cup', value: '1', probability: 1, description: `nice${RLO}` },
    'description',
  ],
  [
    'a winner prize name',
    'post',
    '/api/admin/winners',
    () => adminToken,
    { userId: ID, boxId: ID, prizeName: `Watch${RLO}`, prizeValue: 10 },
    'prizeName',
  ],
  [
    'a ticket subject',
    'post',
    '/api/support/tickets',
    () => null,
    { name: 'Ada', email: 'ada@example.com', subject: `Help\u2066`, message: 'Where is my parcel?' },
    'subject',
  ],
  ['a review comment', 'post', '/api/reviews', () => playerToken, { rating: 5, comment: `Great box ${LONE} and fast` }, 'comment'],
  ['a grant reason', 'post', '/api/admin/give-coins', () => adminToken, { userId: ID, amount: 10, reason: `Welcome${LONE}` }, 'reason'],
  ['a clawback reason', 'post', `/api/admin/users/${ID}/clawback`, () => adminToken, { amount: 10, reason: `Chargeback${RLO}` }, 'reason'],
  ['a refund rejection', 'post', `/api/admin/payments/purchases/${ID}/refund/reject`, () => adminToken, { reason: `No${LONE}` }, 'reason'],
  ['a payout rejection', 'post', `/api/admin/affiliates/payouts/${ID}/reject`, () => adminToken, { reason: `No\u202a` }, 'reason'],
  [
    'a leaderboard name',
    'put',
    '/api/admin/leaderboard/settings',
    () => adminToken,
    { version: 0, name: `Daily\u2069Race`, description: 'Win', totalPrize: 100, prizeDistribution: [{ position: 1, amount: 100 }] },
    'name',
  ],
  [
    'a shipping address',
    'post',
    `/api/unboxings/${ID}/action`,
    () => playerToken,
    { action: 'ship', address: { name: `Ada${RLO}`, line1: '1 Main St', city: 'London', postalCode: 'N1 9GU', country: 'GB' } },
    'address.name',
  ],
  [
    'a username',
    'post',
    '/api/register',
    () => null,
    { username: `ab${RLO}cd`, email: 'new@example.com', password: 'secret-pass' },
    'username',
  ],
];

describe('text people write', () => {
  it.each(CASES)(
    '%s with a control, bidi or lone-surrogate character: 400 naming the field',
    async (_area, method, path, token, body, field) => {
      const req = server.request()[method](path);
      const res = await (token() ? req.set('Authorization', `Bearer ${token()}`) : req).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      // Usernames keep their stricter pattern (letters, digits, . _ -) and its message.
      expect(res.body.details[field]).toBe(field === 'username' ? AUTH_MESSAGES.usernameCharacters : TEXT_RULE_MESSAGE);
    },
  );
});

describe('numbers are numbers', () => {
  const winner = { userId: ID, boxId: ID, prizeName: 'Signed helmet' };
  const add = () => server.request().post('/api/admin/winners').set('Authorization', `Bearer ${adminToken}`);

  it.each<[string, unknown]>([
    ['true', true],
    ['[10]', [10]],
    ["'1e3'", '1e3'],
    ["'0x10'", '0x10'],
  ])('a JSON prize value of %s is refused with 400, not coerced to a number', async (_what, prizeValue) => {
    const res = await add()
      .send({ ...winner, prizeValue })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { prizeValue: 'Enter the prize value in USD' } });
  });

  it("a multipart prize value must be a decimal numeral: 'true', '1e3' and '0x10' are refused, '12.50' is read as 12.5", async () => {
    const multipart = (prizeValue: string) =>
      add().field('userId', ID).field('boxId', ID).field('prizeName', winner.prizeName).field('prizeValue', prizeValue);
    for (const text of ['true', '1e3', '0x10'])
      expect((await multipart(text).expect(400)).body.details).toEqual({ prizeValue: 'Enter the prize value in USD' });
    // A well-formed value passes validation and reaches the lookups (no such player: 404).
    expect((await multipart('12.50').expect(404)).body.code).toBe('NOT_FOUND');
  });
});
