import { levelCardState, hoursMinutes, progressShare } from './cardState';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-01-15T12:00:00.000Z');
const level1 = { level: 1, requiredSpent: 2_500, requiredXP: 2_500 };
const level2 = { level: 2, requiredSpent: 10_000, requiredXP: 10_000 };
const player = { totalSpent: 2_500, experiencePoints: 2_500, freeBoxLevel: 1, lastFreeBoxClaim: null };
const state = (overrides: Partial<Parameters<typeof levelCardState>[0]> = {}) =>
  levelCardState({ level: level1, progress: player, highest: 1, now: NOW, claimingLevel: null, ...overrides });

describe('levelCardState', () => {
  it('is signedOut without a player', () => {
    expect(state({ progress: null })).toEqual({ kind: 'signedOut' });
  });
  it('is locked and names what is missing when a requirement is not met', () => {
    expect(state({ level: level2 })).toEqual({ kind: 'locked', missing: ['spent', 'xp', 'level'] });
    expect(state({ progress: { ...player, experiencePoints: 2_499 } })).toEqual({ kind: 'locked', missing: ['xp'] });
    expect(state({ progress: { ...player, freeBoxLevel: 0 } })).toEqual({ kind: 'locked', missing: ['level'] });
  });
  it('is surpassed for an unlocked level below the highest one', () => {
    expect(state({ highest: 2 })).toEqual({ kind: 'surpassed', highest: 2 });
  });
  it('is ready with no earlier claim, or 24 hours or more after the last one', () => {
    expect(state()).toEqual({ kind: 'ready' });
    expect(state({ progress: { ...player, lastFreeBoxClaim: new Date(NOW - 24 * HOUR).toISOString() } })).toEqual({ kind: 'ready' });
  });
  it('is on cooldown with the time left inside 24 hours', () => {
    const last = new Date(NOW - 24 * HOUR + 60_000).toISOString();
    expect(state({ progress: { ...player, lastFreeBoxClaim: last } })).toEqual({ kind: 'cooldown', remainingMs: 60_000 });
  });
  it('never shows more than 24 hours left, even when the page clock trails the claim', () => {
    const last = new Date(NOW + 10_000).toISOString();
    expect(state({ progress: { ...player, lastFreeBoxClaim: last } })).toEqual({ kind: 'cooldown', remainingMs: 24 * HOUR });
  });
  it('is claiming while this level is being claimed', () => {
    expect(state({ claimingLevel: 1 })).toEqual({ kind: 'claiming' });
  });
});

describe('countdown helpers', () => {
  it('rounds the time left up to whole minutes, split into hours and minutes', () => {
    expect(hoursMinutes(23 * HOUR + 59 * 60_000)).toEqual({ hours: 23, minutes: 59 });
    expect(hoursMinutes(60_001)).toEqual({ hours: 0, minutes: 2 });
    expect(hoursMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursMinutes(24 * HOUR)).toEqual({ hours: 24, minutes: 0 });
  });
  it('clamps progress shares to [0, 1]', () => {
    expect(progressShare(1_250, 2_500)).toBe(0.5);
    expect(progressShare(5_000, 2_500)).toBe(1);
    expect(progressShare(0, 0)).toBe(1);
  });
});
