import { SIMULATOR_MESSAGES, simulationSettingsSchema, simulatorDraftSchema, simulatorMessageKey } from './simulator';

const draft = {
  name: 'Draft Vault',
  priceCoins: 1_000,
  prizes: [
    { name: 'Watch', rarity: 'legendary', oddsPpm: 1_000, valueInUSDCents: 100_000 },
    { name: 'Nothing', rarity: 'none', oddsPpm: 999_000, valueInUSDCents: 0 },
  ],
};

describe('simulator draft schema', () => {
  it('accepts a draft whose odds total 1,000,000 ppm and drops unknown keys', () => {
    const parsed = simulatorDraftSchema.parse({ ...draft, id: 'x', prizes: draft.prizes.map((p) => ({ ...p, imageUrl: '/a.png' })) });
    expect(parsed).toEqual(draft);
  });

  it.each([
    ['odds not totalling 100%', { ...draft, prizes: [{ ...draft.prizes[0], oddsPpm: 999 }, draft.prizes[1]] }],
    ['no prizes', { ...draft, prizes: [] }],
    ['a fractional price', { ...draft, priceCoins: 9.5 }],
    ['a zero price', { ...draft, priceCoins: 0 }],
    ['a negative value', { ...draft, prizes: [{ ...draft.prizes[0], valueInUSDCents: -1 }, draft.prizes[1]] }],
    ['an unknown rarity', { ...draft, prizes: [{ ...draft.prizes[0], rarity: 'mythic' }, draft.prizes[1]] }],
    ['a blank name', { ...draft, name: '   ' }],
    ['a string price', { ...draft, priceCoins: '1000' }],
    ['not an object', 'draft'],
  ])('refuses %s', (_label, input) => {
    expect(simulatorDraftSchema.safeParse(input).success).toBe(false);
  });

  it('names the odds rule in its message', () => {
    const result = simulatorDraftSchema.safeParse({ ...draft, prizes: [draft.prizes[0]] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SIMULATOR_MESSAGES.oddsTotal);
  });
});

describe('simulation settings schema', () => {
  it('accepts up to 1,000,000 openings and a session no longer than the run', () => {
    expect(simulationSettingsSchema.parse({ openings: 1_000_000, sessionLength: 100, eligibleForLegendary: true })).toBeTruthy();
    expect(simulationSettingsSchema.parse({ openings: 10, sessionLength: 10, eligibleForLegendary: false })).toBeTruthy();
  });

  it.each([
    [{ openings: 1_000_001, sessionLength: 1 }, SIMULATOR_MESSAGES.openingsRange],
    [{ openings: 0, sessionLength: 1 }, SIMULATOR_MESSAGES.openingsRange],
    [{ openings: Number.NaN, sessionLength: 1 }, SIMULATOR_MESSAGES.openingsRange],
    [{ openings: 10.5, sessionLength: 1 }, SIMULATOR_MESSAGES.openingsRange],
    [{ openings: 100, sessionLength: 0 }, SIMULATOR_MESSAGES.sessionLengthRange],
    [{ openings: 100, sessionLength: 101 }, SIMULATOR_MESSAGES.sessionLongerThanRun],
  ])('refuses %o with its message', (values, message) => {
    const result = simulationSettingsSchema.safeParse({ ...values, eligibleForLegendary: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
    expect(simulatorMessageKey(message)).toBeDefined();
  });
});
