import { LEADERBOARD_LIMITS, LEADERBOARD_MESSAGES } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { twoPlaceSplit } from '../../test/leaderboard';
import { startTestServer, type TestServer } from '../../test/server';
import { AuditEntryModel } from '../audit/model';
import { LeaderboardSettingsModel } from './model';

// The leaderboard settings route refusing bad input (who may use it and what a good change does: settings.test.ts).

let server: TestServer;
let admin: string;

const SETTINGS = '/api/admin/leaderboard/settings';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  server = await startTestServer();
  admin = (await buildUser(server.ctx, { role: 'admin', username: 'Root' })).token;
});
afterAll(() => server.stop());

const put = (body: unknown, token = admin) =>
  server
    .request()
    .put(SETTINGS)
    .set(auth(token))
    .send(body as object);

const split = twoPlaceSplit;

describe('bad input', () => {
  const many = Array.from({ length: LEADERBOARD_LIMITS.positionsMax + 1 }, (_, i) => ({ position: i + 1, amount: 1 }));
  const cases: [string, unknown, string, string | undefined][] = [
    [
      'a zero amount',
      split(0, {
        prizeDistribution: [
          { position: 1, amount: 300 },
          { position: 2, amount: 0 },
        ],
      }),
      'prizeDistribution.1.amount',
      LEADERBOARD_MESSAGES.amountPositive,
    ],
    [
      'a negative amount',
      split(0, {
        totalPrize: 100,
        prizeDistribution: [
          { position: 1, amount: 150 },
          { position: 2, amount: -50 },
        ],
      }),
      'prizeDistribution.1.amount',
      LEADERBOARD_MESSAGES.amountPositive,
    ],
    [
      'a fraction of a dollar',
      split(0, {
        totalPrize: 300,
        prizeDistribution: [
          { position: 1, amount: 200.5 },
          { position: 2, amount: 99.5 },
        ],
      }),
      'prizeDistribution.0.amount',
      LEADERBOARD_MESSAGES.amountInteger,
    ],
    [
      'an amount as text',
      split(0, {
        prizeDistribution: [
          { position: 1, amount: '200' as unknown as number },
          { position: 2, amount: 100 },
        ],
      }),
      'prizeDistribution.0.amount',
      LEADERBOARD_MESSAGES.amountRequired,
    ],
    ['places that do not add up to the total', split(0, { totalPrize: 301 }), 'prizeDistribution', LEADERBOARD_MESSAGES.sumMismatch],
    ['a zero total', split(0, { totalPrize: 0, prizeDistribution: [] }), 'totalPrize', LEADERBOARD_MESSAGES.amountPositive],
    ['a fractional total', split(0, { totalPrize: 300.25 }), 'totalPrize', LEADERBOARD_MESSAGES.amountInteger],
    [
      'a total too large',
      split(0, {
        totalPrize: LEADERBOARD_LIMITS.totalPrizeMaxUsd + 1,
        prizeDistribution: [{ position: 1, amount: LEADERBOARD_LIMITS.totalPrizeMaxUsd + 1 }],
      }),
      'totalPrize',
      LEADERBOARD_MESSAGES.amountTooLarge,
    ],
    [
      'too many places',
      split(0, { totalPrize: many.length, prizeDistribution: many }),
      'prizeDistribution',
      LEADERBOARD_MESSAGES.tooManyPositions,
    ],
    ['no places', split(0, { prizeDistribution: [] }), 'prizeDistribution', LEADERBOARD_MESSAGES.positionsRequired],
    [
      'places out of order',
      split(0, {
        prizeDistribution: [
          { position: 1, amount: 200 },
          { position: 3, amount: 100 },
        ],
      }),
      'prizeDistribution.1.position',
      LEADERBOARD_MESSAGES.positionsOrder,
    ],
    [
      'a place winning more than the one above',
      split(0, {
        prizeDistribution: [
          { position: 1, amount: 100 },
          { position: 2, amount: 200 },
        ],
      }),
      'prizeDistribution.1.amount',
      LEADERBOARD_MESSAGES.amountsOrder,
    ],
    ['an empty name', split(0, { name: '   ' }), 'name', LEADERBOARD_MESSAGES.nameRequired],
    ['an oversized name', split(0, { name: 'N'.repeat(LEADERBOARD_LIMITS.nameMax + 1) }), 'name', LEADERBOARD_MESSAGES.nameTooLong],
    ['a name with a line break', split(0, { name: 'Two\nlines' }), 'name', LEADERBOARD_MESSAGES.controlCharacters],
    ['an empty description', split(0, { description: '' }), 'description', LEADERBOARD_MESSAGES.descriptionRequired],
    [
      'an oversized description',
      split(0, { description: 'd'.repeat(LEADERBOARD_LIMITS.descriptionMax + 1) }),
      'description',
      LEADERBOARD_MESSAGES.descriptionTooLong,
    ],
    ['no version', { ...split(0), version: undefined }, 'version', LEADERBOARD_MESSAGES.versionInvalid],
    ['a negative version', split(-1), 'version', LEADERBOARD_MESSAGES.versionInvalid],
    ['a field the server owns', { ...split(0), effectiveFrom: '2026-01-01' }, '_', undefined],
    ['not an object', [split(0)], '_', undefined],
  ];

  it.each(cases)('refuses %s with VALIDATION_FAILED naming the field, and stores nothing', async (_label, body, field, message) => {
    const res = await put(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toHaveProperty([field]);
    if (message) expect(res.body.details[field]).toBe(message);
  });

  it('refuses malformed JSON and bad payout queries; nothing was stored or audited', async () => {
    const res = await server
      .request()
      .put(SETTINGS)
      .set(auth(admin))
      .set('Content-Type', 'application/json')
      .send('{"version":')
      .expect(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
    for (const query of ['?limit=0', '?limit=31', '?limit=two', '?cursor=yesterday', '?cursor=2026-05-01&x=1']) {
      const bad = await server.request().get(`/api/admin/leaderboard/payouts${query}`).set(auth(admin)).expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await LeaderboardSettingsModel.countDocuments({})).toBe(0);
    expect(await AuditEntryModel.countDocuments({ action: 'leaderboard.updated' })).toBe(0);
  });
});
