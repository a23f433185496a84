import type { z } from 'zod';
import { addWinnerBodySchema } from './adminWinners';
import { clawbackBodySchema, grantCoinsBodySchema } from './adminUsers';
import { rejectPayoutBodySchema } from './affiliates';
import { registerSchema } from './auth';
import { createBoxBodySchema, createPrizeBodySchema } from './catalog';
import { leaderboardSettingsBodySchema } from './leaderboardSettings';
import { shippingAddressSchema } from './openings';
import { rejectRefundBodySchema } from './payments';
import { addReviewBodySchema, writeReviewBodySchema } from './reviews';
import { supportTicketCreateSchema } from './support';
import { isSafeText, TEXT_RULE_MESSAGE } from './text';

/** Text no user-visible field may hold, wherever it sits in the value. */
const UNSAFE: [string, string][] = [
  ['a NUL', '\u0000'],
  ['a C0 control (bell)', '\u0007'],
  ['DEL', '\u007f'],
  ['a C1 control (NEL)', '\u0085'],
  ['a lone high surrogate', '\ud83d'],
  ['a lone low surrogate', '\ude00'],
  ['a right-to-left override', '\u202e'],
  ['a left-to-right embedding', '\u202a'],
  ['a pop directional formatting', '\u202c'],
  ['a first strong isolate', '\u2068'],
  ['a pop directional isolate', '\u2069'],
];

describe('isSafeText', () => {
  it.each(UNSAFE)('refuses %s on one line and on several', (_what, char) => {
    expect(isSafeText(`ab${char}cd`)).toBe(false);
    expect(isSafeText(`ab${char}cd`, true)).toBe(false);
  });

  it('accepts any script, emoji (surrogate pairs), marks and, on several lines only, line breaks and tabs', () => {
    for (const text of ['Apple Vault', 'Ünïcödé', 'صندوق التقنية', '日本語のテキスト', 'Prize 🎁🏆', 'a\u200fb (a right-to-left mark)']) {
      expect(isSafeText(text)).toBe(true);
    }
    expect(isSafeText('line one\nline two\r\n\tindented')).toBe(false);
    expect(isSafeText('line one\nline two\r\n\tindented', true)).toBe(true);
  });
});

const ID = 'a'.repeat(24);
type Case = [area: string, schema: z.ZodType, valid: Record<string, unknown>, field: string, multiline: boolean];
const distribution = [{ position: 1, amount: 100 }];
const address = { name: 'Ada Lovelace', line1: '1 Main St', city: 'London', postalCode: 'N1 9GU', country: 'GB' };
const CASES: Case[] = [
  [
    'box name',
    createBoxBodySchema,
    { name: 'Box', description: 'Nice', price: '5', imageUrl: '/media/catalog/boxes/x.svg', category: 'Tech' },
    'name',
    false,
  ],
  [
    'box description',
    createBoxBodySchema,
    { name: 'Box', description: 'Nice', price: '5', imageUrl: '/media/catalog/boxes/x.svg', category: 'Tech' },
    'description',
    true,
  ],
  ['prize name', createPrizeBodySchema, { boxId: ID, name: 'Cup', value: '1', probability: 10 }, 'name', false],
  [
    'prize description',
    createPrizeBodySchema,
    { boxId: ID, name: 'Cup', value: '1', probability: 10, description: 'A cup' },
    'description',
    true,
  ],
  ['winner prize name', addWinnerBodySchema, { userId: ID, boxId: ID, prizeName: 'Helmet', prizeValue: 10 }, 'prizeName', false],
  [
    'ticket name',
    supportTicketCreateSchema,
    { name: 'Ada', email: 'a@b.co', subject: 'Help', message: 'Where is my parcel?' },
    'name',
    false,
  ],
  [
    'ticket subject',
    supportTicketCreateSchema,
    { name: 'Ada', email: 'a@b.co', subject: 'Help', message: 'Where is my parcel?' },
    'subject',
    false,
  ],
  [
    'ticket message',
    supportTicketCreateSchema,
    { name: 'Ada', email: 'a@b.co', subject: 'Help', message: 'Where is my parcel?' },
    'message',
    true,
  ],
  ['review comment', writeReviewBodySchema, { rating: 5, comment: 'Fast shipping, great box.' }, 'comment', true],
  ['review author', addReviewBodySchema, { username: 'Maria', rating: 5, comment: 'Great' }, 'username', false],
  ['grant reason', grantCoinsBodySchema, { userId: ID, amount: 10, reason: 'Welcome' }, 'reason', false],
  ['clawback reason', clawbackBodySchema, { amount: 10, reason: 'Chargeback' }, 'reason', false],
  ['refund rejection reason', rejectRefundBodySchema, { reason: 'Coins were spent' }, 'reason', false],
  ['payout rejection reason', rejectPayoutBodySchema, { reason: 'Self-referral' }, 'reason', false],
  [
    'leaderboard name',
    leaderboardSettingsBodySchema,
    { version: 0, name: 'Daily', description: 'Win', totalPrize: 100, prizeDistribution: distribution },
    'name',
    false,
  ],
  [
    'leaderboard description',
    leaderboardSettingsBodySchema,
    { version: 0, name: 'Daily', description: 'Win', totalPrize: 100, prizeDistribution: distribution },
    'description',
    true,
  ],
  ['shipping address line', shippingAddressSchema, address, 'line1', false],
  ['shipping recipient', shippingAddressSchema, address, 'name', false],
];

describe('the text rule in every schema that takes user-visible text', () => {
  it.each(CASES)('%s: accepted as it is', (_area, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  describe.each(CASES)('%s', (_area, schema, valid, field, multiline) => {
    it.each(UNSAFE)(`refuses %s with '${TEXT_RULE_MESSAGE}'`, (_what, char) => {
      const result = schema.safeParse({ ...valid, [field]: `Hello ${char} world` });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message: TEXT_RULE_MESSAGE })]);
    });

    it(multiline ? 'takes line breaks and tabs (a field written on several lines)' : 'refuses a line break (a one-line field)', () => {
      const result = schema.safeParse({ ...valid, [field]: 'First line\nSecond\tline' });
      expect(result.success).toBe(multiline);
      if (!multiline) expect(result.error?.issues[0]).toMatchObject({ path: [field], message: TEXT_RULE_MESSAGE });
    });
  });

  it('usernames, stricter still (letters, digits, . _ -), refuse the same characters', () => {
    for (const [, char] of UNSAFE) {
      expect(registerSchema.safeParse({ username: `ab${char}cd`, email: 'a@b.co', password: 'secret1' }).success).toBe(false);
    }
  });
});

describe('numbers are numbers', () => {
  const winner = { userId: ID, boxId: ID, prizeName: 'Helmet' };
  const value = (prizeValue: unknown) => addWinnerBodySchema.safeParse({ ...winner, prizeValue });

  it('a prize value is a JSON number or a decimal numeral from a form field', () => {
    expect(value(12.5).data?.prizeValue).toBe(12.5);
    expect(value('12.50').data?.prizeValue).toBe(12.5);
    expect(value(' 120 ').data?.prizeValue).toBe(120);
  });

  it.each<[string, unknown]>([
    ['true', true],
    ['false', false],
    ['an array', [5]],
    ['an object', { value: 5 }],
    ['null', null],
    ['exponent notation', '1e3'],
    ['hexadecimal', '0x10'],
    ['a signed numeral', '+5'],
    ['Infinity', 'Infinity'],
    ['a number with a unit', '5 USD'],
  ])('refuses %s instead of coercing it (400, the required-value message)', (_what, input) => {
    const result = value(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['prizeValue'], message: 'Enter the prize value in USD' });
  });
});
