import { startTestServer } from '../../test/server';
import { isLocalHttpIssuer } from './google';

// Each test boots its own server (one at a time: servers in one process share the Mongoose connection).
describe('Google sign-in unconfigured or unreachable', () => {
  it('redirects back with GOOGLE_UNAVAILABLE when no client is configured', async () => {
    const plain = await startTestServer();
    try {
      const res = await plain.request().get('/api/auth/google').expect(302);
      expect(res.headers.location).toBe('/?authError=GOOGLE_UNAVAILABLE');
    } finally {
      await plain.stop();
    }
  });

  it('redirects back with GOOGLE_UNAVAILABLE when discovery fails', async () => {
    const broken = await startTestServer({
      fresh: false,
      env: { GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', GOOGLE_ISSUER_URL: 'http://127.0.0.1:9/nowhere' },
    });
    try {
      const res = await broken.request().get('/api/auth/google').expect(302);
      expect(res.headers.location).toBe('/?authError=GOOGLE_UNAVAILABLE');
    } finally {
      await broken.stop();
    }
  });

  it('allows plain http only for issuers on this machine', () => {
    expect(isLocalHttpIssuer(new URL('http://127.0.0.1:4000'))).toBe(true);
    expect(isLocalHttpIssuer(new URL('http://localhost:4000/realm'))).toBe(true);
    expect(isLocalHttpIssuer(new URL('http://accounts.example.com'))).toBe(false);
    expect(isLocalHttpIssuer(new URL('http://127.0.0.1.nip.io'))).toBe(false);
    expect(isLocalHttpIssuer(new URL('https://accounts.google.com'))).toBe(false);
  });
});
