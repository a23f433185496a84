import { REVIEW_MESSAGES, addReviewBodySchema, reviewMessageKey, writeReviewBodySchema } from '../index';

describe('review schemas', () => {
  it('reads ratings from numbers and from multipart text, whole stars 1-5 only', () => {
    const comment = 'A comment long enough.';
    expect(writeReviewBodySchema.parse({ rating: ' 4 ', comment }).rating).toBe(4);
    for (const rating of [0, 6, 2.5, '2.5', '-1', 'five', '', null, true, [5]]) {
      expect(writeReviewBodySchema.safeParse({ rating, comment }).success).toBe(false);
    }
  });

  it('treats a blank, null or missing userId as anonymous and lower-cases a real one', () => {
    const base = { username: 'Ana', rating: 5, comment: 'Ok' };
    expect(addReviewBodySchema.parse({ ...base, userId: '  ' }).userId).toBeNull();
    expect(addReviewBodySchema.parse({ ...base, userId: null }).userId).toBeNull();
    expect(addReviewBodySchema.parse(base).userId).toBeNull();
    expect(addReviewBodySchema.parse({ ...base, userId: 'ABCDEF0123456789ABCDEF01' }).userId).toBe('abcdef0123456789abcdef01');
    expect(addReviewBodySchema.safeParse({ ...base, userId: 'nobody' }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.userIdInvalid);
  });

  it('names every field message by its key, so forms can translate what the server sends', () => {
    const result = writeReviewBodySchema.safeParse({ rating: 9, comment: 'short' });
    expect(result.error?.issues.map((i) => reviewMessageKey(i.message))).toEqual(['ratingInvalid', 'commentTooShort']);
    expect(reviewMessageKey('something else')).toBeUndefined();
  });
});
