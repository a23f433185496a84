import { currentReferralCode, forgetReferral, rememberReferral, rememberedReferral } from './referralMemory';

const DAY = 24 * 3600_000;
beforeEach(() => localStorage.clear());

describe('referral memory', () => {
  it('keeps a code upper-cased for 30 days, then forgets it', () => {
    const now = Date.UTC(2026, 0, 1);
    rememberReferral('nova2026', 'Vega', now);
    expect(rememberedReferral(now + 29 * DAY)).toEqual({ code: 'NOVA2026', referrer: 'Vega', until: now + 30 * DAY });
    expect(rememberedReferral(now + 30 * DAY)).toBeNull();
    expect(localStorage.getItem('nova.referral')).toBeNull();
  });

  it('lets the last valid link win, and forgets on request', () => {
    rememberReferral('FIRST123', null);
    rememberReferral('SECOND12', 'Lyra');
    expect(currentReferralCode('')).toBe('SECOND12');
    forgetReferral();
    expect(currentReferralCode('')).toBeUndefined();
  });

  it('prefers a well-formed code in the address, and drops unreadable stored values', () => {
    rememberReferral('STORED12', null);
    expect(currentReferralCode('?ref=url12345')).toBe('URL12345');
    expect(currentReferralCode('?ref=<b>')).toBe('STORED12');
    localStorage.setItem('nova.referral', '{not json');
    expect(rememberedReferral()).toBeNull();
    localStorage.setItem('nova.referral', JSON.stringify({ code: 'a b', until: Date.now() + DAY }));
    expect(rememberedReferral()).toBeNull();
  });
});
