import { formatOdds, isLocked } from './odds';

describe('odds as shown', () => {
  it('keeps enough precision for tiny odds and trims the rest', () => {
    expect(formatOdds(0.62)).toBe('62%');
    expect(formatOdds(0.125)).toBe('12.5%');
    expect(formatOdds(0.0432)).toBe('4.32%');
    expect(formatOdds(0.0043)).toBe('0.43%');
    expect(formatOdds(0.000032)).toBe('0.0032%');
    expect(formatOdds(0.000086)).toBe('0.0086%');
    expect(formatOdds(0.000001)).toBe('0.0001%');
    expect(formatOdds(0)).toBe('0%');
  });

  it('formats for the language: a decimal comma in German', () => {
    expect(formatOdds(0.000032, 'de')).toBe('0,0032\u00a0%');
  });

  it('locks legendary prizes only while the player is not eligible', () => {
    const status = { consecutivePlays: 2, isEligibleForLegendary: false, playsUntilLegendary: 3, requiredPlays: 5 };
    expect(isLocked({ rarity: 'legendary' }, status)).toBe(true);
    expect(isLocked({ rarity: 'epic' }, status)).toBe(false);
    expect(isLocked({ rarity: 'legendary' }, { ...status, isEligibleForLegendary: true })).toBe(false);
    expect(isLocked({ rarity: 'legendary' }, null)).toBe(false);
  });
});
