import { i18n } from '../i18n';
import { ApiError } from './api';

/**
 * A translated message for any failure: API errors by their stable code (`common:errors.<CODE>`),
 * unreachable servers as a network error, anything else as the generic message.
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code && i18n.exists(`errors.${err.code}`, { ns: 'common' })) return i18n.t(`errors.${err.code}`, { ns: 'common' });
    if (err.status === 0 || err.status >= 500) return i18n.t('errors.network', { ns: 'common' });
    return i18n.t('errors.generic', { ns: 'common' });
  }
  if (err instanceof TypeError) return i18n.t('errors.network', { ns: 'common' });
  return i18n.t('errors.generic', { ns: 'common' });
}

/**
 * Logs a failure to the console only when it is unexpected (a bug, not an answer): a refusal the server explained
 * (an `ApiError`: a wrong password, a taken username, an unreachable server) is shown to the user and not logged, so
 * ordinary mistakes leave no stack trace in the console.
 */
export function logUnexpected(context: string, err: unknown): void {
  if (err instanceof ApiError) return;
  console.error(context, err);
}
