import type { PageDto } from './dto';
import type { SupportTicketStatus } from './schemas/support';

/** A support ticket as staff see it (`GET /api/staff/tickets`, `PATCH /api/staff/tickets/:id`). */
export interface SupportTicketDto {
  id: string;
  /** Short reference the sender was given (`ticketReference(id)`). */
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The signed-in account that sent it, if any. */
  userId: string | null;
  status: SupportTicketStatus;
  createdAt: string;
  closedAt: string | null;
  closedBy: string | null;
}

/** One page of tickets, newest first; pass `nextCursor` back as `cursor` (null at the end). */
export type SupportTicketPageDto = PageDto<SupportTicketDto>;

/** `POST /api/support/tickets` answer (201). */
export interface SupportTicketCreatedDto {
  id: string;
  reference: string;
  message: string;
}

/** The success text of a created ticket (the front end shows its own translation). */
export const SUPPORT_TICKET_CREATED_MESSAGE = 'Thanks! Your message was sent. Our support team will reply by email.';

/** The short, human reference of a ticket: the last 8 characters of its id, upper-case (e.g. `#5F3A09C1`). */
export const ticketReference = (id: string): string => id.slice(-8).toUpperCase();
