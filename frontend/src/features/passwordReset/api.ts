import { LANGUAGE_CODES, type LanguageCode, type PasswordResetDoneDto } from '@nova/protocol';
import { i18n } from '../../i18n';
import { api } from '../../lib/queryClient';

/** `POST /api/password-reset`: always 202 (whether or not the address has an account); the mail is in this page's language. */
export function requestPasswordReset(email: string): Promise<void> {
  const language = LANGUAGE_CODES.includes(i18n.language as LanguageCode) ? (i18n.language as LanguageCode) : undefined;
  return api.json<void>('POST', '/api/password-reset', { email, ...(language ? { language } : {}) });
}

/** `POST /api/password-reset/confirm`: the link's token and the new password -> the account's address. Does not sign in. */
export function confirmPasswordReset(token: string, password: string): Promise<PasswordResetDoneDto> {
  return api.json<PasswordResetDoneDto>('POST', '/api/password-reset/confirm', { token, password });
}
