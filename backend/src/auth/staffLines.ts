import type { StaffLines } from '../staff/lines';

/** Sign-in, registration and link requests refused by login protection, counted per subject and minute in the staff feed. */
export const authStaffLines: StaffLines = {
  'auth.rateLimited': (e) => ({
    refusal: {
      kind: 'rate-limit',
      scope: e.scope,
      action: e.action,
      subject: e.scope === 'ip' ? (e.ip ?? e.account) : e.account,
      retryAfterSeconds: e.retryAfterSeconds,
      at: e.at,
    },
  }),
};
