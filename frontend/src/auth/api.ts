import { LANGUAGE_CODES, type AuthResponseDto, type LanguageCode, type LoginRequest, type RegisterRequest } from '@nova/protocol';
import { i18n } from '../i18n';
import { api } from '../lib/queryClient';

/** `POST /api/login`: {email, password} -> {token, user, message}. */
export function requestLogin(body: LoginRequest): Promise<AuthResponseDto> {
  return api.json<AuthResponseDto>('POST', '/api/login', body);
}

/** `POST /api/register`: {username, email, password, ref?, language} -> {token, user, message}. The verification mail uses the language. */
export function requestRegister(body: RegisterRequest): Promise<AuthResponseDto> {
  const language = LANGUAGE_CODES.includes(i18n.language as LanguageCode) ? (i18n.language as LanguageCode) : undefined;
  return api.json<AuthResponseDto>('POST', '/api/register', { ...body, ...(language && !body.language ? { language } : {}) });
}
