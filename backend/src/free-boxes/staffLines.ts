import type { StaffLines } from '../staff/lines';

/** Free-box claims in the staff operations feed. A claim moves no coins; the line shows the prize's value in coins (100 coins = $1). */
export const freeBoxStaffLines: StaffLines = {
  'freeBox.claimed': (e) => ({ kind: 'claim', claim: 'free-box', userId: e.userId, username: e.username, coins: e.valueInUSDCents, at: e.at }),
};
