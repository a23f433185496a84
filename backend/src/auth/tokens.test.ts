import jwt from 'jsonwebtoken';
import { ErrorCode } from '@nova/protocol';
import { TokenService } from './tokens';

const SECRET = 'a-session-signing-secret-of-some-length';
const claims = { sub: '66f1c0ffee0000000000beef', ver: 3, sid: '66f1c0ffee0000000000cafe' };
const options = { issuer: 'nova', audience: 'nova:session', subject: claims.sub } as const;

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return undefined;
};

describe('TokenService (the secret as a KeyObject made once)', () => {
  const tokens = new TokenService(SECRET, 3600);

  it('round-trips its claims', () => {
    expect(tokens.verify(tokens.sign(claims))).toEqual(claims);
  });

  it('accepts tokens signed with the secret as a string (sessions opened before the change keep working)', () => {
    const old = jwt.sign({ ver: claims.ver, sid: claims.sid }, SECRET, { ...options, algorithm: 'HS256', expiresIn: 60 });
    expect(tokens.verify(old)).toEqual(claims);
    // And the other way round: the same signature bytes.
    expect(jwt.verify(tokens.sign(claims), SECRET, { algorithms: ['HS256'] })).toMatchObject({ sub: claims.sub });
  });

  it('keeps the algorithm pinned: another HMAC, none, or another secret is an invalid token', () => {
    const hs512 = jwt.sign({ ver: 1, sid: claims.sid }, SECRET, { ...options, algorithm: 'HS512', expiresIn: 60 });
    const unsigned = jwt.sign({ ver: 1, sid: claims.sid }, null, { ...options, algorithm: 'none', expiresIn: 60 });
    const foreign = new TokenService('another-secret-entirely-another-secret', 3600).sign(claims);
    for (const token of [hs512, unsigned, foreign, 'not.a.token', ''])
      expect(codeOf(() => tokens.verify(token))).toBe(ErrorCode.INVALID_TOKEN);
  });

  it('tells an expired token of ours from a bad one', () => {
    const expired = jwt.sign({ ver: 1, sid: claims.sid, exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, { ...options, algorithm: 'HS256' });
    expect(codeOf(() => tokens.verify(expired))).toBe(ErrorCode.TOKEN_EXPIRED);
  });

  it('refuses a token of ours without an expiry or with claims of the wrong types', () => {
    const noExpiry = jwt.sign({ ver: 1, sid: claims.sid }, SECRET, { ...options, algorithm: 'HS256' });
    const badVer = jwt.sign({ ver: '1', sid: claims.sid }, SECRET, { ...options, algorithm: 'HS256', expiresIn: 60 });
    for (const token of [noExpiry, badVer]) expect(codeOf(() => tokens.verify(token))).toBe(ErrorCode.INVALID_TOKEN);
  });
});
