import { ErrorCode } from '@nova/protocol';
import { i18n } from '../i18n';
import { ApiError } from './api';

/**
 * A translated message for any failure: API errors by their stable code (`common:errors.<CODE>`),
 * unreachable servers as a network error, anything else as the generic message.
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code && err.code in ErrorCode) return i18n.t(`errors.${err.code}`, { ns: 'common' });
    if (err.status === 0 || err.status >= 500) return i18n.t('errors.network', { ns: 'common' });
    return i18n.t('errors.generic', { ns: 'common' });
  }
  if (err instanceof TypeError) return i18n.t('errors.network', { ns: 'common' });
  return i18n.t('errors.generic', { ns: 'common' });
}
