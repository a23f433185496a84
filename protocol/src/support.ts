import { z } from 'zod';
import { pageDtoSchema } from './dto';
import { iso } from './schemas/fields';
import { SUPPORT_TICKET_STATUSES } from './schemas/support';

/** A support ticket as staff see it (`GET /api/staff/tickets`, `PATCH /api/staff/tickets/:id`). */
export const supportTicketDtoSchema = z
  .object({
    id: z.string().min(1),
    /** Short reference the sender was given (`ticketReference(id)`). */
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    /** The signed-in account that sent it, if any. */
    userId: z.string().nullable(),
    status: z.enum(SUPPORT_TICKET_STATUSES),
    createdAt: iso,
    closedAt: iso.nullable(),
    closedBy: z.string().nullable(),
  })
  .strict();
export type SupportTicketDto = z.infer<typeof supportTicketDtoSchema>;

/** One page of tickets, newest first; pass `nextCursor` back as `cursor` (null at the end). */
export const supportTicketPageDtoSchema = pageDtoSchema(supportTicketDtoSchema);
export type SupportTicketPageDto = z.infer<typeof supportTicketPageDtoSchema>;

/** `POST /api/support/tickets` answer (201). */
export const supportTicketCreatedDtoSchema = z.object({ id: z.string().min(1), reference: z.string(), message: z.string() }).strict();
export type SupportTicketCreatedDto = z.infer<typeof supportTicketCreatedDtoSchema>;

/** The success text of a created ticket (the front end shows its own translation). */
export const SUPPORT_TICKET_CREATED_MESSAGE = 'Thanks! Your message was sent. Our support team will reply by email.';

/** The short, human reference of a ticket: the last 8 characters of its id, upper-case (e.g. `#5F3A09C1`). */
export const ticketReference = (id: string): string => id.slice(-8).toUpperCase();
