import { LIMITS, SUPPORT_LIMITS, supportMessageKey } from '@nova/protocol';
import { i18n } from '../../i18n';
import { formatNumber } from '../../i18n/format';

/** The limits each message names, formatted for the active language when shown. */
const LIMIT_VALUES: Record<string, Record<string, number>> = {
  nameTooLong: { max: SUPPORT_LIMITS.nameMax },
  emailTooLong: { max: LIMITS.emailMax },
  subjectTooLong: { max: SUPPORT_LIMITS.subjectMax },
  messageTooShort: { min: SUPPORT_LIMITS.messageMin },
  messageTooLong: { max: SUPPORT_LIMITS.messageMax },
};

/**
 * A contact-form field message from the shared zod schema (or the server's VALIDATION_FAILED details), translated:
 * the English texts of SUPPORT_MESSAGES map to `support:validation.<key>`; anything else is shown as given.
 */
export function supportFieldMessage(message: string | undefined): string | undefined {
  const key = supportMessageKey(message);
  if (!key) return message;
  const values = Object.fromEntries(Object.entries(LIMIT_VALUES[key] ?? {}).map(([name, n]) => [name, formatNumber(n)]));
  return i18n.t(`validation.${key}`, { ns: 'support', ...values });
}
