import { REVIEW_MESSAGES, staffReviewSchema, type ReviewsPageDto, type StaffReviewDto } from '@nova/protocol';
import { accountOf, reviewRequests } from '../../test/reviews';
import { startTestServer, type TestServer } from '../../test/server';
import { countUploads, readUpload } from '../core/mediaStore';
import { pngBomb, testImage } from '../../test/images';
import { ReviewModel } from './model';

let server: TestServer;
let api: ReturnType<typeof reviewRequests>;
let adminToken: string;
let adminName: string;
beforeAll(async () => {
  server = await startTestServer();
  api = reviewRequests(server);
  const admin = await accountOf(server, 'admin');
  adminToken = admin.token;
  adminName = admin.user.username;
});
afterAll(() => server.stop());

let PNG: Buffer;
let JPEG: Buffer;
let AVIF: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  [PNG, JPEG, AVIF, WEBP] = await Promise.all([testImage('png'), testImage('jpg'), testImage('avif'), testImage('webp')]);
});
const png = (name = 'a.png') => ({ filename: name, contentType: 'image/png' });
const storedFiles = () => countUploads();

/** A multipart add with the given text fields. */
const multipart = (fields: Record<string, string>, token = adminToken) => {
  const req = api.add(token);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
};
const base = { username: 'Maria K.', rating: '5', comment: 'Got my headphones in three days.' };

describe('POST /api/admin/reviews', () => {
  it.each<[string, 'player' | 'support' | null, number, string]>([
    ['guests', null, 401, 'AUTH_REQUIRED'],
    ['players', 'player', 403, 'ADMIN_REQUIRED'],
    ['support staff', 'support', 403, 'ADMIN_REQUIRED'],
  ])('is refused to %s', async (_who, role, status, code) => {
    const token = role ? (await accountOf(server, role)).token : undefined;
    expect(
      (
        await api
          .add(token)
          .send({ ...base, rating: 5 })
          .expect(status)
      ).body.code,
    ).toBe(code);
  });

  it('adds an anonymous review from JSON (blank, null or missing userId), never verified, listed publicly', async () => {
    for (const userId of ['', null, undefined]) {
      const res = await api
        .add(adminToken)
        .send({ ...base, rating: 4, userId })
        .expect(201);
      const review = staffReviewSchema.parse(res.body);
      expect(review).toMatchObject({
        username: 'Maria K.',
        rating: 4,
        userId: null,
        source: 'admin',
        verified: false,
        addedBy: adminName,
        hidden: false,
      });
      const page = (await api.list('?limit=1').expect(200)).body as ReviewsPageDto;
      expect(page.entries[0]).toMatchObject({ id: review.id, verified: false, images: [], avatarUrl: null });
    }
  });

  it('names an existing account when a userId is given', async () => {
    const { user } = await accountOf(server, 'player');
    const res = await api
      .add(adminToken)
      .send({ ...base, rating: 3, userId: ` ${user.id.toUpperCase()} ` })
      .expect(201);
    expect((res.body as StaffReviewDto).userId).toBe(user.id);
  });

  it('takes multipart with an avatar and up to five images checked by content, and serves them as images', async () => {
    const res = await multipart(base)
      .attach('avatar', PNG, png('me.png'))
      .attach('reviewImages', PNG, png())
      .attach('reviewImages', JPEG, { filename: 'b.jpg', contentType: 'image/jpeg' })
      .attach('reviewImages', AVIF, { filename: 'c.avif', contentType: 'image/avif' })
      .attach('reviewImages', WEBP, { filename: 'd.webp', contentType: 'image/webp' })
      .attach('reviewImages', PNG, png('e.png'))
      .expect(201);
    const review = staffReviewSchema.parse(res.body);
    expect(review.avatarUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    expect(review.images.map((u) => u.split('.').pop())).toEqual(['png', 'jpg', 'avif', 'webp', 'png']);
    const served = await server.request().get(review.images[1]!).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['rating 0', { ...base, rating: '0' }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['rating 6', { ...base, rating: '6' }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['rating 2.5', { ...base, rating: '2.5' }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['no rating', { username: base.username, comment: base.comment }, 'rating', REVIEW_MESSAGES.ratingRequired],
    ['no comment', { username: base.username, rating: '5' }, 'comment', REVIEW_MESSAGES.commentRequired],
    ['a blank comment', { ...base, comment: '  ' }, 'comment', REVIEW_MESSAGES.commentRequired],
    ['no username', { rating: '5', comment: base.comment }, 'username', REVIEW_MESSAGES.usernameRequired],
    ['a long username', { ...base, username: 'n'.repeat(41) }, 'username', REVIEW_MESSAGES.usernameTooLong],
    ['a malformed userId', { ...base, userId: 'someone' }, 'userId', REVIEW_MESSAGES.userIdInvalid],
    ['a verified flag', { ...base, verified: 'true' }, '_', 'Unrecognized key: "verified"'],
  ])('refuses %s with 400 VALIDATION_FAILED, storing neither the review nor its files', async (_what, fields, field, message) => {
    const [reviews, files] = [await ReviewModel.countDocuments(), await storedFiles()];
    const res = await multipart(fields).attach('reviewImages', PNG, png()).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { [field]: message } });
    expect([await ReviewModel.countDocuments(), await storedFiles()]).toEqual([reviews, files]);
  });

  it('refuses an unknown userId with 404, storing no files', async () => {
    const files = await storedFiles();
    const res = await multipart({ ...base, userId: '0123456789abcdef01234567' })
      .attach('avatar', PNG, png())
      .expect(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    expect(await storedFiles()).toBe(files);
  });

  it('refuses six images, an unknown file field, a non-image, an oversized file and a decompression bomb', async () => {
    const [reviews, files] = [await ReviewModel.countDocuments(), await storedFiles()];
    let six = multipart(base);
    for (let i = 0; i < 6; i++) six = six.attach('reviewImages', PNG, png(`${i}.png`));
    expect((await six.expect(400)).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { reviewImages: REVIEW_MESSAGES.tooManyImages },
    });

    expect((await multipart(base).attach('photo', PNG, png()).expect(400)).body.code).toBe('VALIDATION_FAILED');

    const script = await multipart(base)
      .attach('reviewImages', PNG, png())
      .attach('reviewImages', Buffer.from('<script>alert(1)</script>'), png('x.png'))
      .expect(415);
    expect(script.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', details: { 'reviewImages.1': expect.any(String) } });

    const huge = await multipart(base)
      .attach('avatar', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), png())
      .expect(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');

    const bomb = await multipart(base).attach('reviewImages', PNG, png()).attach('reviewImages', pngBomb(), png('bomb.png')).expect(413);
    expect(bomb.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { 'reviewImages.1': expect.any(String) } });
    expect([await ReviewModel.countDocuments(), await storedFiles()]).toEqual([reviews, files]);
  });
});

describe('staff moderation: GET /api/staff/reviews and PATCH /api/staff/reviews/:id', () => {
  let reviewId: string;
  beforeAll(async () => {
    reviewId = (
      (
        await api
          .add(adminToken)
          .send({ ...base, rating: 1, comment: 'Rude words here' })
          .expect(201)
      ).body as StaffReviewDto
    ).id;
  });

  it.each<[string, 'player' | null, number, string]>([
    ['guests', null, 401, 'AUTH_REQUIRED'],
    ['players', 'player', 403, 'STAFF_REQUIRED'],
  ])('is refused to %s', async (_who, role, status, code) => {
    const token = role ? (await accountOf(server, role)).token : undefined;
    expect((await api.staffList('', token).expect(status)).body.code).toBe(code);
    expect((await api.setHidden(reviewId, { hidden: true }, token).expect(status)).body.code).toBe(code);
  });

  it('lets support staff hide a review: it leaves the public list and summary, staff still see it; a second hide is 409', async () => {
    const support = await accountOf(server, 'support');
    const before = (await api.list('?limit=50').expect(200)).body as ReviewsPageDto;
    const hidden = staffReviewSchema.parse((await api.setHidden(reviewId, { hidden: true }, support.token).expect(200)).body);
    expect(hidden).toMatchObject({ id: reviewId, hidden: true, hiddenBy: support.user.username, hiddenAt: expect.any(String) });

    const after = (await api.list('?limit=50').expect(200)).body as ReviewsPageDto;
    expect(after.entries.map((r) => r.id)).not.toContain(reviewId);
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(after.summary.distribution.find((d) => d.stars === 1)?.count).toBe(
      before.summary.distribution.find((d) => d.stars === 1)!.count - 1,
    );

    const all = (await api.staffList('?limit=50', support.token).expect(200)).body.entries as StaffReviewDto[];
    expect(all.find((r) => r.id === reviewId)).toMatchObject({ hidden: true });
    const onlyHidden = (await api.staffList('?visibility=hidden', support.token).expect(200)).body.entries as StaffReviewDto[];
    expect(onlyHidden.map((r) => r.id)).toEqual([reviewId]);
    const onlyVisible = (await api.staffList('?visibility=visible&limit=50', adminToken).expect(200)).body.entries as StaffReviewDto[];
    expect(onlyVisible.every((r) => !r.hidden)).toBe(true);

    expect((await api.setHidden(reviewId, { hidden: true }, adminToken).expect(409)).body.code).toBe('REVIEW_VISIBILITY_UNCHANGED');
    const shown = (await api.setHidden(reviewId, { hidden: false }, adminToken).expect(200)).body as StaffReviewDto;
    expect(shown).toMatchObject({ hidden: false, hiddenAt: null, hiddenBy: null });
    expect(((await api.list('?limit=50').expect(200)).body as ReviewsPageDto).summary).toEqual(before.summary);
  });

  it('answers 404 for an unknown review and 400 for bad ids, bodies and queries', async () => {
    expect((await api.setHidden('0123456789abcdef01234567', { hidden: true }, adminToken).expect(404)).body.code).toBe('NOT_FOUND');
    for (const [id, body] of [
      ['nope', { hidden: true }],
      [reviewId, {}],
      [reviewId, { hidden: 'yes' }],
      [reviewId, { hidden: true, comment: 'rewritten' }],
    ] as const) {
      expect((await api.setHidden(id, body, adminToken).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    for (const query of ['?visibility=deleted', '?cursor=x', '?limit=0']) {
      expect((await api.staffList(query, adminToken).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the summary', () => {
  it('matches the visible reviews: count, average to two decimals and stars 5..1', async () => {
    await ReviewModel.deleteMany({});
    const ratings = [5, 4, 4, 2, 1, 5, 3];
    const ids: string[] = [];
    for (const rating of ratings)
      ids.push(
        (
          (
            await api
              .add(adminToken)
              .send({ ...base, rating })
              .expect(201)
          ).body as StaffReviewDto
        ).id,
      );
    await api.setHidden(ids[4]!, { hidden: true }, adminToken).expect(200); // the 1-star one
    await api.setHidden(ids[5]!, { hidden: true }, adminToken).expect(200); // one of the 5-star ones
    const page = (await api.list('?limit=50').expect(200)).body as ReviewsPageDto;
    const visible = page.entries.map((r) => r.rating);
    expect(visible.sort()).toEqual([2, 3, 4, 4, 5]);
    expect(page.summary).toEqual({
      count: 5,
      average: 3.6,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 1 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    await api.setHidden(ids[6]!, { hidden: true }, adminToken).expect(200); // 5, 4, 4, 2 left: 15 / 4
    expect(((await api.list().expect(200)).body as ReviewsPageDto).summary.average).toBe(3.75);
    await api.setHidden(ids[3]!, { hidden: true }, adminToken).expect(200); // 5, 4, 4: 13 / 3
    expect(((await api.list().expect(200)).body as ReviewsPageDto).summary.average).toBe(4.33);
  });

  it('keeps only the pixels of image/markup polyglots: the stored files are re-encoded images', async () => {
    const polyglots: [Buffer, string][] = [
      [Buffer.concat([PNG, Buffer.from('<html><body><script>fetch("/api/me")</script></body></html>')]), 'fetch('],
      [Buffer.concat([JPEG, Buffer.from('<?php system($_GET["c"]); ?>')]), 'system('],
      [Buffer.concat([WEBP, Buffer.from('/*<svg onload=alert(1)>*/')]), 'onload'],
    ];
    for (const [content, marker] of polyglots) {
      const res = await multipart(base).attach('avatar', content, png('poly.png')).expect(201);
      const stored = await readUpload(staffReviewSchema.parse(res.body).avatarUrl!.split('/').pop()!);
      expect(stored!.toString('latin1')).not.toContain(marker);
    }
  });
});
