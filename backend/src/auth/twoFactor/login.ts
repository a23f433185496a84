import { AUTH_SUCCESS_MESSAGES, type AuthResponseDto, type TwoFactorLoginBody } from '@nova/protocol';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../sessions';
import { startSession } from '../service';
import { answerChallenge } from './challenges';

/** `POST /api/login/2fa`: the code of a password or Google sign-in's challenge; a session when it is right. */
export async function completeTwoFactorLogin(ctx: AppContext, body: TwoFactorLoginBody, client: ClientInfo): Promise<AuthResponseDto> {
  const user = await answerChallenge(ctx, body, 'login');
  return { ...(await startSession(ctx, user, client)), message: AUTH_SUCCESS_MESSAGES.login };
}
