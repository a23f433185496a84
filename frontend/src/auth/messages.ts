import { ErrorCode, LIMITS, authMessageKey } from '@nova/protocol';
import { i18n } from '../i18n';
import { ApiError } from '../lib/api';
import { errorMessage } from '../lib/errorMessage';

const LIMIT_VALUES = {
  emailTooLong: { max: LIMITS.emailMax },
  passwordTooShort: { min: LIMITS.passwordMin },
  passwordTooLong: { max: LIMITS.passwordMax },
  usernameTooShort: { min: LIMITS.usernameMin },
  usernameTooLong: { max: LIMITS.usernameMax },
} as const;

/**
 * A form-field message from the shared zod schemas (or the server's VALIDATION_FAILED details), translated:
 * the English texts of AUTH_MESSAGES map to `auth:validation.<key>`; anything else is shown as given.
 */
export function fieldMessage(message: string | undefined): string | undefined {
  const key = authMessageKey(message);
  if (!key) return message;
  return i18n.t(`validation.${key}`, { ns: 'auth', ...(LIMIT_VALUES as Record<string, object>)[key] });
}

/**
 * The description of a failed sign-in or sign-up toast: the translated message for the server's error code,
 * else the server's own message, else the network message; anything that is not an API error is
 * 'An unexpected error occurred.'
 */
export function authFailureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    if (err.code && err.code in ErrorCode && err.code !== ErrorCode.VALIDATION_FAILED) return errorMessage(err);
    if (err.code === ErrorCode.VALIDATION_FAILED && err.details) {
      const first = Object.values(err.details)[0];
      return fieldMessage(first) ?? errorMessage(err);
    }
    if (err.serverMessage) return err.serverMessage;
    if (err.status === 0 || err.status >= 500) return errorMessage(err);
    return fallback;
  }
  if (err instanceof TypeError) return errorMessage(err);
  return i18n.t('toast.unexpected', { ns: 'auth' });
}
