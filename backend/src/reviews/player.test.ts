import { REVIEW_MESSAGES, reviewSchema, type MyReviewDto, type ReviewDto, type ReviewsPageDto } from '@nova/protocol';
import { accountOf, playerWhoOpened, reviewRequests } from '../../test/reviews';
import { TestClock, startTestServer, type TestServer } from '../../test/server';
import { ReviewModel } from './model';

const clock = new TestClock(new Date('2026-04-01T10:00:00.000Z'));
let server: TestServer;
let api: ReturnType<typeof reviewRequests>;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { REVIEW_RATE_MAX_PER_USER: '1000' } });
  api = reviewRequests(server);
});
afterAll(() => server.stop());

const good = { rating: 5, comment: 'Fast shipping and the odds are exactly as shown.' };

describe('GET /api/reviews on a shop without reviews', () => {
  it('answers an empty page with an empty summary (no invented reviews)', async () => {
    const page = (await api.list().expect(200)).body as ReviewsPageDto;
    expect(page).toEqual({
      entries: [],
      nextCursor: null,
      seq: expect.any(Number),
      summary: { count: 0, average: null, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) },
    });
  });
});

describe('POST /api/reviews and GET /api/reviews/mine per role', () => {
  it('asks a guest to sign in', async () => {
    expect((await api.write(good).expect(401)).body.code).toBe('AUTH_REQUIRED');
    expect((await api.mine().expect(401)).body.code).toBe('AUTH_REQUIRED');
  });

  it('refuses a player who has not paid for an opening, and says why', async () => {
    const { token } = await accountOf(server, 'player');
    const mine = (await api.mine(token).expect(200)).body as MyReviewDto;
    expect(mine).toEqual({ canWrite: false, reason: 'no-paid-opening', review: null, hidden: false });
    const res = await api.write(good, token).expect(403);
    expect(res.body).toMatchObject({ code: 'REVIEW_NOT_ELIGIBLE', details: { reason: 'no-paid-opening' } });
  });

  it.each(['support', 'admin'] as const)('refuses %s accounts: the shop does not review itself', async (role) => {
    const { token } = await accountOf(server, role);
    expect(((await api.mine(token).expect(200)).body as MyReviewDto).reason).toBe('staff-account');
    expect((await api.write(good, token).expect(403)).body).toMatchObject({
      code: 'REVIEW_NOT_ELIGIBLE',
      details: { reason: 'staff-account' },
    });
  });

  it('lets a player who opened a box write one verified review, shown at the top of the list; a second is refused', async () => {
    const { user, token } = await playerWhoOpened(server);
    expect(((await api.mine(token).expect(200)).body as MyReviewDto).canWrite).toBe(true);
    clock.advance(60_000);
    const created = reviewSchema.parse(
      (await api.write({ rating: '4', comment: `  ${good.comment}\nWould buy again.  ` }, token).expect(201)).body,
    );
    expect(created).toMatchObject({
      username: user.username,
      avatarUrl: null,
      rating: 4,
      comment: `${good.comment}\nWould buy again.`,
      images: [],
      verified: true,
      createdAt: clock.now().toISOString(),
    });
    const page = (await api.list().expect(200)).body as ReviewsPageDto;
    expect(page.entries[0]).toEqual(created);

    const mine = (await api.mine(token).expect(200)).body as MyReviewDto;
    expect(mine).toEqual({ canWrite: false, reason: 'already-reviewed', review: created, hidden: false });
    expect((await api.write(good, token).expect(409)).body.code).toBe('REVIEW_ALREADY_WRITTEN');
    expect(await ReviewModel.countDocuments({ userId: user._id })).toBe(1);
  });
});

describe('the one-review rule under concurrency', () => {
  it('stores exactly one review when a player submits many at once', async () => {
    const { user, token } = await playerWhoOpened(server);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.write({ rating: 1 + (i % 5), comment: `Attempt number ${i} of many` }, token)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201)).toEqual(Array.from({ length: 11 }, () => 409));
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === 'REVIEW_ALREADY_WRITTEN')).toBe(true);
    expect(await ReviewModel.countDocuments({ userId: user._id })).toBe(1);
  });
});

describe('bad input to POST /api/reviews', () => {
  it.each<[string, unknown, string, string]>([
    ['rating 0', { rating: 0, comment: good.comment }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['rating 6', { rating: 6, comment: good.comment }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['rating 2.5', { rating: 2.5, comment: good.comment }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ["rating '2.5'", { rating: '2.5', comment: good.comment }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['rating as a word', { rating: 'five', comment: good.comment }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['rating true', { rating: true, comment: good.comment }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['no rating', { comment: good.comment }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['no comment', { rating: 5 }, 'comment', REVIEW_MESSAGES.commentRequired],
    ['a blank comment', { rating: 5, comment: '    ' }, 'comment', REVIEW_MESSAGES.commentRequired],
    ['a short comment', { rating: 5, comment: 'Great!' }, 'comment', REVIEW_MESSAGES.commentTooShort],
    ['a long comment', { rating: 5, comment: 'x'.repeat(1001) }, 'comment', REVIEW_MESSAGES.commentTooLong],
    ['control characters', { rating: 5, comment: 'Nice shop\u0000 with a null byte' }, 'comment', REVIEW_MESSAGES.controlCharacters],
    ['a comment that is not text', { rating: 5, comment: ['a', 'b'] }, 'comment', REVIEW_MESSAGES.commentRequired],
    ['verified set by the client', { ...good, verified: true }, '_', 'Unrecognized key: "verified"'],
    ['another name', { ...good, username: 'Somebody' }, '_', 'Unrecognized key: "username"'],
  ])('refuses %s with 400 VALIDATION_FAILED naming the field, and stores nothing', async (_what, body, field, message) => {
    const { user, token } = await playerWhoOpened(server);
    const res = await api.write(body, token).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { [field]: message } });
    expect(await ReviewModel.countDocuments({ userId: user._id })).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const { token } = await playerWhoOpened(server);
    const res = await server
      .request()
      .post('/api/reviews')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{"rating": 5, "comment": ')
      .expect(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });
});

describe('paging GET /api/reviews', () => {
  it('pages newest first by cursor, stable when reviews share one instant', async () => {
    await ReviewModel.deleteMany({});
    const written: ReviewDto[] = [];
    for (let i = 0; i < 7; i++) {
      if (i < 3) clock.advance(1000); // the last four share one instant: the id breaks the tie
      const { token } = await playerWhoOpened(server);
      written.unshift(
        (await api.write({ rating: 1 + (i % 5), comment: `Review number ${i} of seven` }, token).expect(201)).body as ReviewDto,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ReviewsPageDto = (await api.list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`).expect(200)).body;
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    // Newest first; among equal times the later id (written later) first.
    expect(seen).toEqual(written.map((r) => r.id));
  });

  it.each([
    'cursor=abc',
    'cursor=1.zz',
    'cursor=',
    'limit=0',
    'limit=51',
    'limit=x',
    'limit=2.5',
    'sort=asc',
    'cursor=1.0123456789abcdef01234567&cursor=2',
  ])('refuses ?%s with 400 VALIDATION_FAILED', async (query) => {
    expect((await api.list(`?${query}`).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });
});
