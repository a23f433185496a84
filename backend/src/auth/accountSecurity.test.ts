import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { rooms, staffEventSchema, type AuthResponseDto, type StaffEventDto } from '@nova/protocol';
import { startFakeOidcProvider, type FakeOidcProvider } from '../../test/fakeOidc';
import { startTestServer, TestClock, type ClientSocket, type TestServer } from '../../test/server';
import { ask, collect, nextEvent, subscribe } from '../../test/realtime';
import { eventually } from '../../test/eventually';
import { captureLogger } from '../../test/logger';
import { startEmulator } from '@nova/db-emulator';
import { StaffEventModel } from '../staff/model';
import { UserModel } from '../users/model';
import { googleSignIn } from '../../test/google';

/**
 * The nine findings of the account-layer review, each reproduced as an attacker would try it. Every test here
 * failed against the code before the fix (see the commit that added this file) and passes after it.
 */
let provider: FakeOidcProvider;
let server: TestServer;
const clock = new TestClock(new Date());

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  server = await startTestServer({
    clock,
    env: {
      TRUST_PROXY: '1',
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuer,
      SUPPORT_RATE_MAX_PER_IP: '1',
    },
  });
});
afterAll(async () => {
  await server.stop();
  await provider.close();
});

let ipCounter = 10;
/** A fresh client address for each scenario (TRUST_PROXY=1 believes one X-Forwarded-For hop). */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function register(username: string, email: string, password: string, ip = nextIp()): Promise<AuthResponseDto> {
  const res = await server.request().post('/api/register').set('X-Forwarded-For', ip).send({ username, email, password }).expect(201);
  return res.body as AuthResponseDto;
}

const login = (email: string, password: string, ip: string) =>
  server.request().post('/api/login').set('X-Forwarded-For', ip).send({ email, password });

async function adminToken(): Promise<string> {
  const admin = await register(`boss${ipCounter}`, `boss${ipCounter}@nova.test`, 'admin-password-1');
  await UserModel.updateOne({ _id: admin.user.id }, { $set: { role: 'admin' }, $inc: { tokenVersion: 1 } });
  const again = await login(`boss${ipCounter - 1}@nova.test`, 'admin-password-1', nextIp()).expect(200);
  return (again.body as AuthResponseDto).token;
}

describe('1. a demoted staff member loses the staff feeds at once, also through connection-state recovery', () => {
  it('demote while the socket is away, sign in again, reconnect with recovery: no staff event arrives', async () => {
    const boss = await adminToken();
    const staff = await register('support1', 'support1@nova.test', 'support-pass-1');
    await server
      .request()
      .patch(`/api/admin/users/${staff.user.id}`)
      .set('Authorization', `Bearer ${boss}`)
      .send({ role: 'support' })
      .expect(200);
    const supportToken = (await login('support1@nova.test', 'support-pass-1', nextIp()).expect(200)).body as AuthResponseDto;

    const watcher = await server.connect(boss);
    expect((await subscribe(watcher, 'staff:feed')).ok).toBe(true);
    const socket: ClientSocket = await server.connect(supportToken.token);
    expect((await subscribe(socket, 'staff:feed')).ok).toBe(true);
    // A first staff event, so the socket holds an offset to recover from.
    const warm = nextEvent(socket, 'staff:event', { accept: (e) => e.kind === 'signup' && e.username === 'warmup1' });
    await register('warmup1', 'warmup1@nova.test', 'warmup-pass');
    await warm;
    const seen = collect(socket, 'staff:event', staffEventSchema);

    // The network drops (the server keeps the session for recovery), then an admin demotes the user.
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.io.engine.close();
    await dropped;
    await server
      .request()
      .patch(`/api/admin/users/${staff.user.id}`)
      .set('Authorization', `Bearer ${boss}`)
      .send({ role: 'player' })
      .expect(200);

    // A staff event happens while the socket is away (a missed packet recovery would replay).
    const missed = nextEvent(watcher, 'staff:event', { accept: (e) => e.kind === 'signup' && e.username === 'newcomer1' });
    await register('newcomer1', 'newcomer1@nova.test', 'newcomer-pass');
    await missed;

    // The demoted user signs in again and the same socket reconnects with its session id and offset.
    const fresh = (await login('support1@nova.test', 'support-pass-1', nextIp()).expect(200)).body as AuthResponseDto;
    socket.auth = { token: fresh.token };
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
      socket.connect();
    });

    // Another staff event, after reconnection; the watcher sees it, the demoted socket must not.
    const later = nextEvent(watcher, 'staff:event', { accept: (e) => e.kind === 'signup' && e.username === 'newcomer2' });
    await register('newcomer2', 'newcomer2@nova.test', 'newcomer-pass');
    await later;
    // A request answered on the same connection: anything sent to the socket before it has arrived by then.
    expect((await subscribe(socket, 'staff:feed')).ok).toBe(false);
    expect(seen.filter((e: StaffEventDto) => e.kind === 'signup')).toEqual([]);
  });

  it('a demotion takes connected sockets out of the staff rooms before they are cut', async () => {
    const boss = await adminToken();
    const staff = await register('support2', 'support2@nova.test', 'support-pass-2');
    await server
      .request()
      .patch(`/api/admin/users/${staff.user.id}`)
      .set('Authorization', `Bearer ${boss}`)
      .send({ role: 'admin' })
      .expect(200);
    const token = ((await login('support2@nova.test', 'support-pass-2', nextIp()).expect(200)).body as AuthResponseDto).token;
    const socket = await server.connect(token);
    expect((await subscribe(socket, 'staff:openings')).ok).toBe(true);
    await eventually(async () => expect((await server.io.in(rooms.staffOpenings).fetchSockets()).map((s) => s.id)).toContain(socket.id));
    await server
      .request()
      .patch(`/api/admin/users/${staff.user.id}`)
      .set('Authorization', `Bearer ${boss}`)
      .send({ role: 'player' })
      .expect(200);
    await eventually(async () => expect(await server.io.in(rooms.staffOpenings).fetchSockets()).toHaveLength(0));
  });
});

describe('2. account pre-hijacking: the attacker who registered the address first loses it to the Google owner', () => {
  it("the attacker's password stops working once the victim arrives through Google", async () => {
    const attacker = await register('squatter', 'victim@gmail.test', 'attacker-pass');
    provider.signInAs({ sub: 'victim-google-sub', email: 'victim@gmail.test', email_verified: true, name: 'Victim' });
    const victim = await googleSignIn(server);
    expect(victim.user.id).toBe(attacker.user.id);
    await login('victim@gmail.test', 'attacker-pass', nextIp()).expect(401);
    // The attacker's session is over as well.
    await server.request().get('/api/me').set('Authorization', `Bearer ${attacker.token}`).expect(401);
  });
});

describe('3. ten bad passwords from one place do not lock the owner out', () => {
  it('the owner signs in from another address after an attacker failed ten times (also through /test-admin)', async () => {
    await register('owner3', 'owner3@nova.test', 'the-right-pass');
    const attackerIp = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await login('owner3@nova.test', `wrong-${i}`, attackerIp);
      expect([401, 429]).toContain(res.status);
    }
    for (let i = 0; i < 10; i++) {
      await server
        .request()
        .post('/test-admin')
        .set('X-Forwarded-For', attackerIp)
        .type('form')
        .send({ email: 'owner3@nova.test', password: `bad-${i}` });
    }
    await login('owner3@nova.test', 'the-right-pass', nextIp()).expect(200);
  });
});

describe('4. login CSRF: a forwarded sign-in link signs nobody in', () => {
  it('a link token exchanged by another browser than the one that started the sign-in is refused', async () => {
    provider.signInAs({ sub: 'csrf-attacker-sub', email: 'csrf-attacker@gmail.test', email_verified: true, name: 'Csrf Attacker' });
    const { location } = await googleSignIn.begin(server);
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    // The victim's browser has no cookie from the attacker's sign-in.
    const res = await server.request().post('/api/verify-token').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'LINK_TOKEN_INVALID' });
  });
});

describe('5. refusals are aggregated in the staff feed', () => {
  it('300 refused tickets and 300 refused sign-ins from one address store a handful of events', async () => {
    await StaffEventModel.deleteMany({});
    const ip = nextIp();
    await register('flooded5', 'flooded5@nova.test', 'flooded-pass');
    for (let i = 0; i < 300; i++) {
      await server
        .request()
        .post('/api/support/tickets')
        .set('X-Forwarded-For', ip)
        .send({ name: 'Flood', email: 'f@x.test', subject: 'Hi', message: 'Flooding the desk' });
    }
    for (let i = 0; i < 300; i++) await login('flooded5@nova.test', 'wrong-password', ip);
    // The window closes (the clock moves a minute on) and the next refusal opens a new one.
    clock.advance(61_000);
    await login('flooded5@nova.test', 'wrong-password', ip);
    const fromIp = { kind: 'rate-limit' as const, 'data.subject': ip };
    await eventually(async () => {
      const lines = await StaffEventModel.find(fromIp).lean();
      const counts = lines.map((l) => ({
        action: (l.data as { action: string }).action,
        count: (l.data as { count?: number }).count ?? 1,
      }));
      // One line with the window's total per action (before the fix: one line per refusal, no count).
      expect(counts).toContainEqual({ action: 'support-ticket', count: 299 });
      expect(counts.find((c) => c.action === 'login' && c.count >= 250)).toBeDefined();
    });
    const stored = await StaffEventModel.countDocuments(fromIp);
    expect(stored).toBeLessThanOrEqual(5);
  }, 60_000);
});

describe('6. bad search strings', () => {
  it('GET /api/admin/users?search=%00 answers 400, not 500', async () => {
    const boss = await adminToken();
    const res = await server.request().get('/api/admin/users?search=%00').set('Authorization', `Bearer ${boss}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('7. the embedded engine keeps its files private', () => {
  it('creates its data directory 0700 and its journal 0600', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'nova-perm-'));
    const dataDir = join(parent, 'data');
    const emulator = await startEmulator({ dataDir, logger: captureLogger('error').logger });
    try {
      const client = await MongoClient.connect(emulator.uri);
      await client.db('x').collection('y').insertOne({ secret: 'seed' });
      await client.close();
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const files = readdirSync(dataDir);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect({ file, mode: statSync(join(dataDir, file)).mode & 0o777 }).toEqual({ file, mode: 0o600 });
    } finally {
      await emulator.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('8. look-alike usernames', () => {
  it('refuses "аdmin" with a Cyrillic а next to "admin"', async () => {
    await register('admin', 'latin-admin@nova.test', 'latin-admin-pass');
    const res = await server
      .request()
      .post('/api/register')
      .set('X-Forwarded-For', nextIp())
      .send({ username: 'аdmin', email: 'cyrillic@nova.test', password: 'cyrillic-pass' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'USERNAME_CONFUSABLE' });
  });
});

describe('9. players can change their password, sign out everywhere and see their sessions', () => {
  it('changing the password ends every other session and keeps the current one', async () => {
    const first = await register('owner9', 'owner9@nova.test', 'first-password');
    const other = ((await login('owner9@nova.test', 'first-password', nextIp()).expect(200)).body as AuthResponseDto).token;
    const sessions = await server.request().get('/api/account/sessions').set('Authorization', `Bearer ${first.token}`).expect(200);
    expect((sessions.body as unknown[]).length).toBe(2);
    await server
      .request()
      .post('/api/account/password')
      .set('Authorization', `Bearer ${first.token}`)
      .send({ currentPassword: 'first-password', newPassword: 'second-password' })
      .expect(204);
    await server.request().get('/api/me').set('Authorization', `Bearer ${first.token}`).expect(200);
    await server.request().get('/api/me').set('Authorization', `Bearer ${other}`).expect(401);
    await server.request().post('/api/account/sign-out-everywhere').set('Authorization', `Bearer ${first.token}`).expect(204);
    await server.request().get('/api/me').set('Authorization', `Bearer ${first.token}`).expect(401);
    void ask;
  });
});
