import {
  LANGUAGE_CODES,
  type AuthResponseDto,
  type LanguageCode,
  type LoginAnswerDto,
  type LoginRequest,
  type RegisterRequest,
} from '@nova/protocol';
import { i18n } from '../i18n';
import { api } from '../lib/queryClient';

/** `POST /api/login`: {email, password} -> {token, user, message}, or a two-factor challenge to answer with a code. */
export function requestLogin(body: LoginRequest): Promise<LoginAnswerDto> {
  return api.json<LoginAnswerDto>('POST', '/api/login', body);
}

/** `POST /api/register`: {username, email, password, ref?, language} -> {token, user, message}. The verification mail uses the language. */
export function requestRegister(body: RegisterRequest): Promise<AuthResponseDto> {
  const language = LANGUAGE_CODES.includes(i18n.language as LanguageCode) ? (i18n.language as LanguageCode) : undefined;
  return api.json<AuthResponseDto>('POST', '/api/register', { ...body, ...(language && !body.language ? { language } : {}) });
}
