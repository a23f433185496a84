import type { StaffLines } from '../staff/lines';

/** Socket requests refused by the per-socket guard (an unknown event is not worth a line), counted per user and minute. */
export const socketStaffLines: StaffLines = {
  'socket.refused': (e, clock) =>
    e.reason === 'unknown-event'
      ? null
      : { refusal: { kind: 'rate-limit', scope: 'socket', action: e.reason, subject: e.userId ?? 'anonymous', retryAfterSeconds: null, at: clock.now() } },
};
