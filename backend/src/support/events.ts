import type { SupportTicketStatus } from '@nova/protocol';

/** Facts from the support domain (the staff operations feed turns them into `staff:event` lines). */
export interface SupportEvents {
  /** A contact-form message became a ticket. */
  'ticket.created': { ticketId: string; name: string; email: string; subject: string; userId: string | null; at: Date };
  /** A staff member closed or reopened a ticket. */
  'ticket.updated': { ticketId: string; status: SupportTicketStatus; actorId: string; at: Date };
  /** A contact-form message was refused with 429 (too many from one IP). */
  'support.rateLimited': { ip: string; retryAfterSeconds: number; at: Date };
}
