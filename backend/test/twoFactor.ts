import type { RecoveryCodesDto, TwoFactorSetupDto } from '@nova/protocol';
import { totpCode } from '../src/auth/twoFactor/totp';
import type { Clock } from '../src/context';
import type { TestServer } from './server';

/** The code an authenticator app shows for `secret` at the server's (test) clock. */
export const codeNow = (secret: string, clock: Clock): string => totpCode(secret, clock.now());

export interface EnabledTwoFactor {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Turns two-factor on for the session's account through the API, as the account page does: setup, then the first code
 * with the password (omit it for an account without one). The enabling code's step is used; move the clock by a step
 * before the next code.
 */
export async function turnOnTwoFactor(
  server: TestServer,
  clock: Clock,
  token: string,
  currentPassword?: string,
): Promise<EnabledTwoFactor> {
  const setup = (await server.request().post('/api/account/two-factor/setup').set('Authorization', `Bearer ${token}`).expect(200))
    .body as TwoFactorSetupDto;
  const enabled = await server
    .request()
    .post('/api/account/two-factor/enable')
    .set('Authorization', `Bearer ${token}`)
    .send({ code: codeNow(setup.secret, clock), ...(currentPassword === undefined ? {} : { currentPassword }) })
    .expect(200);
  return { secret: setup.secret, recoveryCodes: (enabled.body as RecoveryCodesDto).recoveryCodes };
}
