import { createHash } from 'node:crypto';
import { buildUser } from '../../test/factories';
import { boundLinkToken } from '../../test/google';
import { TestClock, startTestServer, type TestServer } from '../../test/server';
import { UserModel } from '../users/model';
import { BINDING_COOKIE, LinkTokenModel } from './linkTokens';

// Near real time: the TTL index sweeps by the real clock.
const clock = new TestClock(new Date());
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

const verify = (token?: string, cookie?: string) => {
  let req = server.request().post('/api/verify-token');
  if (cookie) req = req.set('Cookie', cookie);
  return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
};

describe('POST /api/verify-token', () => {
  it('exchanges a link token once for a session; the token is stored only as its SHA-256', async () => {
    const { user } = await buildUser(server.ctx, { username: 'Linky' });
    const link = await boundLinkToken(server.ctx, user._id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await LinkTokenModel.find().lean();
    expect(stored.map((t) => t._id)).toContain(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const res = await verify(link.token, link.cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: user.id, username: 'Linky' }) });
    await server.request().get('/api/me').set('Authorization', `Bearer ${res.body.token}`).expect(200);

    const reused = await verify(link.token, link.cookie).expect(401);
    expect(reused.body).toEqual({ code: 'LINK_TOKEN_INVALID', message: expect.stringMatching(/already used/) });
  });

  it('refuses the token without its browser binding, or with another browser’s, and leaves it usable for its own', async () => {
    const { user } = await buildUser(server.ctx);
    const link = await boundLinkToken(server.ctx, user._id);
    const other = await boundLinkToken(server.ctx, user._id);
    expect((await verify(link.token).expect(401)).body.code).toBe('LINK_TOKEN_INVALID');
    expect((await verify(link.token, other.cookie).expect(401)).body.code).toBe('LINK_TOKEN_INVALID');
    expect((await verify(link.token, `${BINDING_COOKIE}=garbage`).expect(401)).body.code).toBe('LINK_TOKEN_INVALID');
    await verify(link.token, link.cookie).expect(200);
  });

  it('lets exactly one of several parallel exchanges of one token succeed', async () => {
    const { user } = await buildUser(server.ctx);
    const link = await boundLinkToken(server.ctx, user._id);
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(link.token, link.cookie)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401 && r.body.code === 'LINK_TOKEN_INVALID')).toHaveLength(7);
  });

  it('refuses an expired link token (older than 2 minutes)', async () => {
    const { user } = await buildUser(server.ctx);
    const link = await boundLinkToken(server.ctx, user._id);
    clock.advance(121_000);
    try {
      expect((await verify(link.token, link.cookie).expect(401)).body.code).toBe('LINK_TOKEN_INVALID');
    } finally {
      clock.set(new Date());
    }
  });

  it('refuses a session JWT, garbage and an unknown token with LINK_TOKEN_INVALID, and no token with AUTH_REQUIRED', async () => {
    const { token: session } = await buildUser(server.ctx);
    expect((await verify(session).expect(401)).body.code).toBe('LINK_TOKEN_INVALID');
    expect((await verify('x'.repeat(43)).expect(401)).body.code).toBe('LINK_TOKEN_INVALID');
    expect((await verify('short').expect(401)).body.code).toBe('LINK_TOKEN_INVALID');
    expect((await verify().expect(401)).body).toEqual({ code: 'AUTH_REQUIRED', message: 'No auth token' });
  });

  it('refuses a link token of a banned user with ACCOUNT_BANNED', async () => {
    const { user } = await buildUser(server.ctx);
    const link = await boundLinkToken(server.ctx, user._id);
    await UserModel.updateOne({ _id: user._id }, { $set: { banned: true } });
    expect((await verify(link.token, link.cookie).expect(403)).body.code).toBe('ACCOUNT_BANNED');
  });
});
