import type { StaffLines } from '../staff/lines';

/** Daily-bonus and free-box credits (`claim`) and staff grants (`grant`) in the staff operations feed. */
export const ledgerStaffLines: StaffLines = {
  'balance.changed': (e) => {
    const base = { userId: e.userId, username: '', coins: e.delta, at: e.at };
    if (e.kind === 'daily-bonus' || e.kind === 'free-box') return { ...base, kind: 'claim', claim: e.kind };
    if (e.kind === 'grant') return { ...base, kind: 'grant', reason: e.reason };
    return null;
  },
};
