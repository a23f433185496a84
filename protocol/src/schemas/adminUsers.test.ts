import { COINS_MESSAGES, clawbackBodySchema, coinsMessageKey, grantCoinsFormSchema } from './adminUsers';
import { WINNER_MESSAGES, addWinnerBodySchema, winnerMessageKey } from './adminWinners';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message;

describe('coin dialogs', () => {
  it('the grant form needs a picked player and a whole amount from 1 to 1,000,000', () => {
    const check = (form: object, field: string) => coinsMessageKey(firstMessage(grantCoinsFormSchema.safeParse(form), field));
    const userId = '0123456789abcdef01234567';
    expect(check({ userId: '', amount: 5 }, 'userId')).toBe('userRequired');
    expect(check({ userId, amount: Number.NaN }, 'amount')).toBe('amountRequired');
    expect(check({ userId, amount: 2.5 }, 'amount')).toBe('amountWhole');
    expect(check({ userId, amount: 0 }, 'amount')).toBe('amountTooSmall');
    expect(check({ userId, amount: 1_000_001 }, 'amount')).toBe('amountTooLarge');
    expect(check({ userId, amount: 5, reason: 'x'.repeat(201) }, 'reason')).toBe('reasonTooLong');
    expect(grantCoinsFormSchema.parse({ userId, amount: 1_000_000, reason: '  ok ' })).toEqual({ userId, amount: 1_000_000, reason: 'ok' });
  });

  it('a clawback needs a reason and is exact unless asked otherwise', () => {
    expect(coinsMessageKey(firstMessage(clawbackBodySchema.safeParse({ amount: 5, reason: '  ' }), 'reason'))).toBe('reasonRequired');
    expect(coinsMessageKey(firstMessage(clawbackBodySchema.safeParse({ amount: 5, reason: 'a\nb' }), 'reason'))).toBe('reasonInvalid');
    expect(clawbackBodySchema.parse({ amount: 5, reason: 'Refund' })).toEqual({ amount: 5, reason: 'Refund', upToBalance: false });
    expect(coinsMessageKey('something else')).toBeUndefined();
    expect(Object.keys(COINS_MESSAGES)).toContain('amountTooLarge');
  });
});

describe('the Add winner form', () => {
  it('names each missing or bad field with a message the console translates', () => {
    const result = addWinnerBodySchema.safeParse({ userId: '', boxId: '', prizeName: ' ', prizeValue: '' });
    expect(['userId', 'boxId', 'prizeName', 'prizeValue'].map((f) => winnerMessageKey(firstMessage(result, f)))).toEqual([
      'userRequired',
      'boxRequired',
      'prizeNameRequired',
      'prizeValueRequired',
    ]);
    const value = (prizeValue: unknown) =>
      winnerMessageKey(
        firstMessage(
          addWinnerBodySchema.safeParse({ userId: 'a'.repeat(24), boxId: 'b'.repeat(24), prizeName: 'X', prizeValue }),
          'prizeValue',
        ),
      );
    expect([value('abc'), value('0'), value('1.234'), value(20_000_000)]).toEqual([
      'prizeValueRequired',
      'prizeValuePositive',
      'prizeValueCents',
      'prizeValueTooLarge',
    ]);
    const name = (prizeName: string) =>
      winnerMessageKey(
        firstMessage(
          addWinnerBodySchema.safeParse({ userId: 'a'.repeat(24), boxId: 'b'.repeat(24), prizeName, prizeValue: 1 }),
          'prizeName',
        ),
      );
    expect(name('Watch\u202e')).toBe('controlCharacters');
    expect(Object.keys(WINNER_MESSAGES)).toHaveLength(9);
  });
});
