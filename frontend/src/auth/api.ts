import type { AuthResponseDto, LoginRequest, RegisterRequest } from '@nova/protocol';
import { api } from '../lib/queryClient';

/** `POST /api/login` (spec 000 §7): {email, password} -> {token, user, message}. */
export function requestLogin(body: LoginRequest): Promise<AuthResponseDto> {
  return api.json<AuthResponseDto>('POST', '/api/login', body);
}

/** `POST /api/register`: {username, email, password, ref?} -> {token, user, message}. */
export function requestRegister(body: RegisterRequest): Promise<AuthResponseDto> {
  return api.json<AuthResponseDto>('POST', '/api/register', body);
}
