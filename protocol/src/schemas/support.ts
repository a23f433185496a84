import { z } from 'zod';
import { LIMITS } from '../constants';
import { messageKey, objectIdSchema, queryInt } from './common';
import { isSafeLine, isSafeLines, TEXT_RULE_MESSAGE } from './text';

/** Length limits of the contact form (the server and the form share them). */
export const SUPPORT_LIMITS = {
  nameMax: 100,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

/**
 * Field messages of the contact form. The server answers VALIDATION_FAILED with these texts in `details`;
 * the form shows them through `support:validation.<key>` (see `supportMessageKey`).
 */
export const SUPPORT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SUPPORT_LIMITS.nameMax} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: `Email must be at most ${LIMITS.emailMax} characters`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${SUPPORT_LIMITS.subjectMax} characters`,
  messageTooShort: `Message must be at least ${SUPPORT_LIMITS.messageMin} characters`,
  messageTooLong: `Message must be at most ${SUPPORT_LIMITS.messageMax} characters`,
  controlCharacters: TEXT_RULE_MESSAGE,
} as const;
export type SupportMessageKey = keyof typeof SUPPORT_MESSAGES;

/** The key of a message from SUPPORT_MESSAGES, or undefined for any other text. */
export function supportMessageKey(message: string | undefined): SupportMessageKey | undefined {
  return messageKey(SUPPORT_MESSAGES, message);
}

/** One line of text: trimmed, required, bounded, under the text rule (no line breaks). */
const singleLine = (required: string, tooLong: string, max: number) =>
  z.string(required).trim().min(1, required).max(max, tooLong).refine(isSafeLine, SUPPORT_MESSAGES.controlCharacters);

/** `POST /api/support/tickets`: the contact form. Trimmed; the email lower-cased; line breaks only in `message`. */
export const supportTicketCreateSchema = z
  .object({
    name: singleLine(SUPPORT_MESSAGES.nameRequired, SUPPORT_MESSAGES.nameTooLong, SUPPORT_LIMITS.nameMax),
    email: z
      .string(SUPPORT_MESSAGES.emailRequired)
      .trim()
      .min(1, SUPPORT_MESSAGES.emailRequired)
      .max(LIMITS.emailMax, SUPPORT_MESSAGES.emailTooLong)
      .pipe(z.email(SUPPORT_MESSAGES.emailInvalid))
      .transform((email) => email.toLowerCase()),
    subject: singleLine(SUPPORT_MESSAGES.subjectRequired, SUPPORT_MESSAGES.subjectTooLong, SUPPORT_LIMITS.subjectMax),
    message: z
      .string(SUPPORT_MESSAGES.messageTooShort)
      .trim()
      .min(SUPPORT_LIMITS.messageMin, SUPPORT_MESSAGES.messageTooShort)
      .max(SUPPORT_LIMITS.messageMax, SUPPORT_MESSAGES.messageTooLong)
      // Line breaks and tabs are fine in a message; other control characters are not.
      .refine(isSafeLines, SUPPORT_MESSAGES.controlCharacters),
  })
  .strict();
export type SupportTicketCreateBody = z.infer<typeof supportTicketCreateSchema>;
/** What the contact form holds and a client sends (before trimming). */
export type SupportTicketCreateRequest = z.input<typeof supportTicketCreateSchema>;

export const SUPPORT_TICKET_STATUSES = ['open', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** `GET /api/staff/tickets`: newest first, optionally one status; `cursor` is the last id of the previous page. */
export const supportTicketListQuerySchema = z
  .object({
    status: z.enum(SUPPORT_TICKET_STATUSES).optional(),
    cursor: objectIdSchema.optional(),
    limit: queryInt(1, 100).default(20),
  })
  .strict();
export type SupportTicketListQuery = z.infer<typeof supportTicketListQuerySchema>;

/** `PATCH /api/staff/tickets/:id`: close or reopen. */
export const supportTicketUpdateSchema = z.object({ status: z.enum(SUPPORT_TICKET_STATUSES) }).strict();
export type SupportTicketUpdateBody = z.infer<typeof supportTicketUpdateSchema>;
