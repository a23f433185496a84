import type { StaffLines } from '../staff/lines';

/** The daily leaderboard payout in the staff operations feed. */
export const leaderboardStaffLines: StaffLines = {
  'leaderboard.paid': (e) => ({ kind: 'payout', day: e.day, winners: e.winners.length, coins: e.totalCoins, at: e.at }),
};
