import type { StaffLines } from '../staff/lines';

/** New support tickets in the staff operations feed, and senders refused by the contact form's budget. */
export const supportStaffLines: StaffLines = {
  'ticket.created': (e) => ({ kind: 'ticket', ticketId: e.ticketId, name: e.name, email: e.email, subject: e.subject, at: e.at }),
  'support.rateLimited': (e) => ({
    refusal: { kind: 'rate-limit', scope: 'ip', action: 'support-ticket', subject: e.ip, retryAfterSeconds: e.retryAfterSeconds, at: e.at },
  }),
};
