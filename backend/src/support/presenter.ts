import { ticketReference, type SupportTicketDto } from '@nova/protocol';
import type { SupportTicket } from './model';

/** A ticket as staff see it. */
export function presentTicket(t: SupportTicket): SupportTicketDto {
  const id = t._id.toHexString();
  return {
    id,
    reference: ticketReference(id),
    name: t.name,
    email: t.email,
    subject: t.subject,
    message: t.message,
    userId: t.userId ? t.userId.toHexString() : null,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    closedAt: t.closedAt ? t.closedAt.toISOString() : null,
    closedBy: t.closedBy ? t.closedBy.toHexString() : null,
  };
}
