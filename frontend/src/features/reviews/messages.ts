import { REVIEW_LIMITS, reviewMessageKey } from '@nova/protocol';
import { i18n } from '../../i18n';
import { formatNumber } from '../../i18n/format';

/** The limits each message names, formatted for the active language when shown. */
const LIMIT_VALUES: Record<string, Record<string, number>> = {
  usernameTooLong: { max: REVIEW_LIMITS.usernameMax },
  commentTooShort: { min: REVIEW_LIMITS.playerCommentMin },
  commentTooLong: { max: REVIEW_LIMITS.commentMax },
  tooManyImages: { max: REVIEW_LIMITS.imagesMax },
};

/**
 * A review-form field message from the shared zod schema (or the server's VALIDATION_FAILED details), translated:
 * the English texts of REVIEW_MESSAGES map to `reviews:validation.<key>`; anything else is shown as given.
 */
export function reviewFieldMessage(message: string | undefined): string | undefined {
  const key = reviewMessageKey(message);
  if (!key) return message;
  const values = Object.fromEntries(Object.entries(LIMIT_VALUES[key] ?? {}).map(([name, n]) => [name, formatNumber(n)]));
  return i18n.t(`validation.${key}`, { ns: 'reviews', ...values });
}
