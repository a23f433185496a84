import { i18n, initI18n } from '../../i18n';
import { buildStaffEvent } from '../../../test/realtimeFixtures';
import { describeStaffEvent } from './describe';

beforeAll(() => initI18n('en'));

const describeLine = (overrides: Parameters<typeof buildStaffEvent>[0]) =>
  describeStaffEvent(buildStaffEvent(overrides), i18n.getFixedT('en', 'staff'), i18n.getFixedT('en', 'admin'), String, String);

describe('review lines of the operations feed', () => {
  it('tells who wrote, added, hid or showed a review', () => {
    expect(describeLine({ kind: 'review', action: 'added', author: 'vega', rating: 4, verified: true, staff: null })).toEqual({
      text: 'vega wrote a review: 4/5',
      detail: 'Verified player',
    });
    expect(describeLine({ kind: 'review', action: 'added', author: 'Imported', rating: 5, verified: false, staff: 'boss' })).toEqual({
      text: 'boss added a review by Imported: 5/5',
      detail: null,
    });
    expect(describeLine({ kind: 'review', action: 'hidden', author: 'troll', staff: 'mod' }).text).toBe('mod hid the review by troll');
    expect(describeLine({ kind: 'review', action: 'unhidden', author: 'troll', staff: 'mod' }).text).toBe(
      'mod showed the review by troll again',
    );
  });

  it('names the review budget in rate-limit lines', () => {
    expect(describeLine({ kind: 'rate-limit', scope: 'account', action: 'review', subject: 'u1', retryAfterSeconds: 30 }).text).toBe(
      'Rate limit (account): review by u1',
    );
  });
});

describe('battle lines of the operations feed', () => {
  it('tells who created a battle, who took its prizes, and who cancelled it', () => {
    expect(describeLine({ kind: 'battle', action: 'created', username: 'vega', mode: '2v2', seatPriceCoins: 300 }).text).toBe(
      'vega created a 2v2 battle (300 per seat)',
    );
    expect(describeLine({ kind: 'battle', action: 'finished', winners: ['nadia', 'lee'], valueInUSD: '80.00' }).text).toBe(
      "vega's 1v1 battle finished: nadia, lee took 80.00",
    );
    expect(describeLine({ kind: 'battle', action: 'finished', winners: [], valueInUSD: '80.00' }).text).toBe(
      "vega's 1v1 battle finished: the house bots took 80.00",
    );
    expect(describeLine({ kind: 'battle', action: 'cancelled', staff: 'boss' })).toEqual({
      text: "vega's 1v1 battle was cancelled, every seat refunded",
      detail: 'Cancelled by boss',
    });
  });
});
