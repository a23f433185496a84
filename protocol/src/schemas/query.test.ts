import { queryInt } from './common';
import { battleListQuerySchema } from './battles';

describe('queryInt: whole numbers in query strings', () => {
  const limit = queryInt(1, 50);

  it('reads decimal digits and numbers given in code', () => {
    expect(limit.parse('20')).toBe(20);
    expect(limit.parse('007')).toBe(7);
    expect(limit.parse(12)).toBe(12);
  });

  it.each(['', ' 1', '1 ', '+1', '-1', '1e1', '0x10', '1.5', 'ten', '9'.repeat(16)])('refuses %j rather than reading some number', (raw) => {
    expect(limit.safeParse(raw).success).toBe(false);
  });

  it('refuses booleans, arrays (a repeated parameter) and numbers out of range', () => {
    for (const value of [true, ['1', '2'], 0, 51, 2.5, '51', '0']) expect(limit.safeParse(value).success).toBe(false);
  });

  it('keeps the default when the parameter is absent', () => {
    expect(battleListQuerySchema.parse({})).toMatchObject({ limit: 20 });
    expect(battleListQuerySchema.safeParse({ limit: '0x10' }).success).toBe(false);
    expect(battleListQuerySchema.safeParse({ minPriceCoins: '' }).success).toBe(false);
  });
});
