import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { errors } from '../core/errors';

const ALGORITHM = 'HS256';
const ISSUER = 'nova';
const SESSION_AUDIENCE = 'nova:session';

export interface SessionClaims {
  /** User id. */
  sub: string;
  /** The user's tokenVersion when the token was issued. */
  ver: number;
  /** The sign-in session (see `sessions.ts`); revoking it ends the token at once. */
  sid: string;
}

/**
 * Signs and verifies session JWTs with a pinned algorithm, issuer, audience and expiry. The secret becomes a
 * `KeyObject` once: given a string, jsonwebtoken first tries to read it as a public key on every verify (which throws,
 * then falls back), about 40 times the cost of the HMAC itself. The signatures are the same bytes either way.
 */
export class TokenService {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly expiresInSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: SessionClaims): string {
    return jwt.sign({ ver: claims.ver, sid: claims.sid }, this.key, {
      algorithm: ALGORITHM,
      issuer: ISSUER,
      audience: SESSION_AUDIENCE,
      subject: claims.sub,
      expiresIn: this.expiresInSeconds,
    });
  }

  /**
   * Throws 401 TOKEN_EXPIRED for a token we signed whose time is up (the signature is checked first), and
   * 401 INVALID_TOKEN for anything else that is not a well-formed, unexpired token we signed.
   */
  verify(token: string): SessionClaims {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: SESSION_AUDIENCE });
    } catch (err) {
      if (err instanceof jwt.TokenExpiredError) throw errors.tokenExpired();
      throw errors.invalidToken();
    }
    // Every token we sign has an expiry; one without it was not made by this service as it is now.
    if (
      typeof payload !== 'object' ||
      typeof payload.sub !== 'string' ||
      typeof payload['ver'] !== 'number' ||
      typeof payload['sid'] !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      throw errors.invalidToken();
    }
    return { sub: payload.sub, ver: payload['ver'] as number, sid: payload['sid'] as string };
  }
}
