import type { StaffLines } from '../staff/lines';

/** Sign-ups in the staff operations feed. */
export const userStaffLines: StaffLines = {
  'user.registered': (e) => ({ kind: 'signup', userId: e.userId, username: e.username, method: e.method, referred: e.referredBy !== null, at: e.at }),
};
