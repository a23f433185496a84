import type { MailTemplate } from './templates';

/** The mail domain's events (composed into `DomainEvents` by `core/eventMap.ts`); `kind` is the template's. */
export interface MailEvents {
  /** A message was handed to SMTP_URL's server (or written to the dev outbox). */
  'mail.sent': { kind: MailTemplate['kind']; at: Date };
  /** Sending a message failed (logged; the request that caused it went on). */
  'mail.failed': { kind: MailTemplate['kind']; at: Date };
}
