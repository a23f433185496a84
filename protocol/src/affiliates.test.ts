import { affiliateTierFor, commissionCents, nextAffiliateTier, tierProgress } from './affiliates';
import { payoutFormSchema, payoutRequestBodySchema, referralCodeChangeBodySchema, usdInputToCents } from './schemas/affiliates';

describe('affiliate tiers', () => {
  it.each([
    [0, 'bronze'],
    [24, 'bronze'],
    [25, 'silver'],
    [99, 'silver'],
    [100, 'gold'],
    [499, 'gold'],
    [500, 'diamond'],
    [10_000, 'diamond'],
  ])('%i active referrals: %s', (active, tier) => {
    expect(affiliateTierFor(active).key).toBe(tier);
  });

  it('says how far the referrer is toward the next tier', () => {
    expect(tierProgress(0)).toMatchObject({ tier: { key: 'bronze' }, next: { key: 'silver' }, needed: 25, ratio: 0 });
    expect(tierProgress(60)).toMatchObject({ tier: { key: 'silver' }, next: { key: 'gold' }, needed: 40, ratio: 35 / 75 });
    expect(tierProgress(500)).toMatchObject({ tier: { key: 'diamond' }, next: null, needed: 0, ratio: 1 });
    expect(nextAffiliateTier('diamond')).toBeNull();
  });

  it('computes commissions in whole cents, rounded down', () => {
    expect(commissionCents(1000, 5)).toBe(50);
    expect(commissionCents(2500, 8)).toBe(200);
    expect(commissionCents(999, 12)).toBe(119);
    expect(commissionCents(100_000, 15)).toBe(15_000);
  });
});

describe('affiliate schemas', () => {
  it('upper-cases a chosen code and refuses other characters or lengths', () => {
    expect(referralCodeChangeBodySchema.parse({ code: ' nova2026 ' })).toEqual({ code: 'NOVA2026' });
    for (const code of ['abc', 'A'.repeat(17), 'NO-VA', 'NÖVA', ''])
      expect(referralCodeChangeBodySchema.safeParse({ code }).success).toBe(false);
  });

  it('needs an email for external payout methods and drops it for coins', () => {
    expect(payoutRequestBodySchema.safeParse({ method: 'paypal', amountCents: 5000 }).success).toBe(false);
    expect(payoutRequestBodySchema.safeParse({ method: 'wire', email: 'a@b.co', amountCents: 5000 }).success).toBe(false);
    expect(payoutRequestBodySchema.safeParse({ method: 'stripe', email: 'not-an-email', amountCents: 5000 }).success).toBe(false);
    expect(payoutRequestBodySchema.parse({ method: 'coins', email: 'a@b.co', amountCents: 5000 })).toEqual({
      method: 'coins',
      email: null,
      amountCents: 5000,
    });
    expect(payoutRequestBodySchema.parse({ method: 'bank-transfer', email: ' A@B.co ', amountCents: 5000 })).toMatchObject({
      email: 'a@b.co',
    });
  });

  it('reads dollar amounts typed in the form as cents and checks the $50 minimum', () => {
    expect(usdInputToCents('50')).toBe(5000);
    expect(usdInputToCents('50.5')).toBe(5050);
    expect(usdInputToCents('50,25')).toBe(5025);
    expect(usdInputToCents('5.055')).toBeNull();
    expect(usdInputToCents('-5')).toBeNull();
    expect(payoutFormSchema.safeParse({ method: 'coins', email: '', amount: '49.99' }).success).toBe(false);
    expect(payoutFormSchema.safeParse({ method: 'coins', email: '', amount: '50' }).success).toBe(true);
    expect(payoutFormSchema.safeParse({ method: 'paypal', email: 'nope', amount: '60' }).success).toBe(false);
  });
});
