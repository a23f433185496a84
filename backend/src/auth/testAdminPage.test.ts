import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';
import { hashPassword } from './passwords';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { ADMIN_EMAIL: 'root@nova.test', ADMIN_PASSWORD: 'root-password-1', LOGIN_FREE_FAILURES: '3' },
  });
  await buildUser(server.ctx, { email: 'player@nova.test', passwordHash: await hashPassword('player-pass') });
  await buildUser(server.ctx, { email: 'agent@nova.test', role: 'support', passwordHash: await hashPassword('agent-pass') });
});
afterAll(() => server.stop());

const submit = (fields: Record<string, string>) => server.request().post('/test-admin').type('form').send(fields);

describe('GET /test-admin', () => {
  it('serves a server-rendered form that needs no JavaScript and is never prefilled', async () => {
    const res = await server.request().get('/test-admin').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    // So that browsers without Fetch Metadata send this page's origin with its post (not `null`).
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.text).toContain('<form method="post" action="/test-admin">');
    expect(res.text).toMatch(/<input id="email" name="email" type="email" required/);
    expect(res.text).toMatch(/<input id="password" name="password" type="password" required/);
    expect(res.text).not.toMatch(/<script|value=/i);
  });
});

describe('POST /test-admin', () => {
  it('answers valid admin credentials with 303 to /admin?token=<link token>, which works once', async () => {
    const res = await submit({ email: ' ROOT@nova.test ', password: 'root-password-1' }).expect(303);
    const location = new URL(res.headers.location as string, server.url);
    expect(location.pathname).toBe('/admin');
    const token = location.searchParams.get('token') ?? '';
    // The link is bound to this browser by the cookie set with the redirect; without it the link signs nobody in.
    const cookie = String(res.headers['set-cookie']?.[0] ?? '');
    expect(cookie).toMatch(/^nova_link_binding=[A-Za-z0-9_-]{43}; Path=\/api\/verify-token; HttpOnly; SameSite=Lax/);
    await server.request().post('/api/verify-token').set('Authorization', `Bearer ${token}`).expect(401);
    const binding = cookie.split(';')[0] ?? '';
    const session = await server
      .request()
      .post('/api/verify-token')
      .set('Authorization', `Bearer ${token}`)
      .set('Cookie', binding)
      .expect(200);
    expect(session.body.user).toMatchObject({ email: 'root@nova.test', isAdmin: true });
    await server.request().post('/api/verify-token').set('Authorization', `Bearer ${token}`).set('Cookie', binding).expect(401);
  });

  it('admits support staff too: their link signs them in to the console with their own role', async () => {
    const res = await submit({ email: 'agent@nova.test', password: 'agent-pass' }).expect(303);
    const token = new URL(res.headers.location as string, server.url).searchParams.get('token') ?? '';
    const binding = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    const session = await server
      .request()
      .post('/api/verify-token')
      .set('Authorization', `Bearer ${token}`)
      .set('Cookie', binding)
      .expect(200);
    expect(session.body.user).toMatchObject({ email: 'agent@nova.test', role: 'support', isAdmin: false });
  });

  it("re-renders the form with 'Admin access required' for a player, and hands out nothing", async () => {
    const res = await submit({ email: 'player@nova.test', password: 'player-pass' }).expect(403);
    expect(res.text).toContain('<p class="error" role="alert">Admin access required</p>');
    expect(res.headers.location).toBeUndefined();
  });

  it('re-renders the form for wrong or missing credentials', async () => {
    expect((await submit({ email: 'root@nova.test', password: 'wrong-password' }).expect(401)).text).toContain(
      'Invalid email or password.',
    );
    expect((await submit({ email: 'nobody@nova.test', password: 'wrong-password' }).expect(401)).text).toContain(
      'Invalid email or password.',
    );
    expect((await submit({ email: 'not-an-email', password: 'x' }).expect(400)).text).toContain(
      'Enter a valid email address and your password.',
    );
    expect((await submit({}).expect(400)).text).toContain('role="alert"');
  });

  it('slows repeated failures like login (its own counters), with Retry-After', async () => {
    let status = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 6 && status !== 429; i++) {
      const res = await submit({ email: 'target@nova.test', password: 'guess-1234' });
      status = res.status;
      retryAfter = res.headers['retry-after'];
      if (status === 429) expect(res.text).toMatch(/Too many sign-in attempts/);
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('escapes nothing it echoes: no submitted value appears in the page', async () => {
    const res = await submit({ email: '"><script>alert(1)</script>@x.io', password: '<b>x</b>' });
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('<b>x</b>');
  });
});

describe('POST /test-admin from another site (login CSRF)', () => {
  const admin = { email: 'root@nova.test', password: 'root-password-1' };
  const post = (headers: Record<string, string>) => server.request().post('/test-admin').set(headers).type('form').send(admin);

  it.each([
    ['a cross-origin Origin', { Origin: 'https://evil.example' }],
    ['an opaque Origin (null) and no Fetch Metadata', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site', Origin: 'null' }],
    ['Sec-Fetch-Site: same-origin but a cross-origin Origin', { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://evil.example' }],
    ['no Origin and a cross-origin Referer', { Referer: 'https://evil.example/form.html' }],
    ['a same-origin Referer but a cross-origin Origin', { Origin: 'https://evil.example', Referer: `${'SELF'}/test-admin` }],
  ])('is refused with %s: 403, the form again, no link and no cookie', async (_name, headers) => {
    const resolved = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('SELF', server.url)]));
    const res = await post(resolved).expect(403);
    expect(res.text).toMatch(/<p class="error" role="alert">This sign-in form must be sent from this site/);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['its own Origin', () => ({ Origin: server.url })],
    ['Sec-Fetch-Site: same-origin and its own Origin (a current browser)', () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: server.url })],
    [
      'Sec-Fetch-Site: same-origin and Origin: null (a browser under a no-referrer policy)',
      () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: 'null' }),
    ],
    ['the public URL as Origin', () => ({ Origin: new URL(server.ctx.publicUrl).origin })],
    ['no Origin and a same-origin Referer', () => ({ Referer: `${server.url}/test-admin` })],
    ['neither Origin nor Referer (a plain form post from a privacy-minded browser)', () => ({})],
  ])('works with %s', async (_name, headers) => {
    const res = await post(headers()).expect(303);
    expect(res.headers.location).toMatch(/^\/admin\?token=/);
  });
});
