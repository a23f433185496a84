import { staffEventSchema, type StaffEventDto } from '@nova/protocol';
import { nextEvent, subscribe } from '../../test/realtime';
import { accountOf, playerWhoOpened, reviewRequests } from '../../test/reviews';
import { startTestServer, type TestServer } from '../../test/server';
import { ReviewModel } from './model';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { REVIEW_RATE_MAX_PER_USER: '2', REVIEW_RATE_WINDOW_SECONDS: '600' } });
});
afterAll(() => server.stop());

describe('review attempts per account', () => {
  it('accepts REVIEW_RATE_MAX_PER_USER attempts per window, then answers 429 RATE_LIMITED with Retry-After', async () => {
    const api = reviewRequests(server);
    const support = await accountOf(server, 'support');
    const staff = await server.connect(support.token);
    await subscribe(staff, 'staff:feed');
    const { user, token } = await playerWhoOpened(server);
    const other = await playerWhoOpened(server);

    await api.write({ rating: 5, comment: 'First attempt that counts.' }, token).expect(201);
    await api.write({ rating: 5, comment: 'Second attempt, refused as a repeat.' }, token).expect(409);
    const line = nextEvent(staff, 'staff:event', { schema: staffEventSchema, accept: (e) => e.kind === 'rate-limit' });
    const limited = await api.write({ rating: 5, comment: 'Third attempt in the window.' }, token).expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await line) as StaffEventDto).toMatchObject({ kind: 'rate-limit', scope: 'account', action: 'review', subject: user.id });

    // Another player's budget is their own.
    await api.write({ rating: 4, comment: 'A different player entirely.' }, other.token).expect(201);
    expect(await ReviewModel.countDocuments()).toBe(2);
  });
});
