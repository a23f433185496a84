import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildUser } from '../../test/factories';
import { testDatabaseName, testMongoUri } from '../../test/database';
import { captureLogger } from '../../test/logger';
import { startTestServer, type TestServer } from '../../test/server';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { ensureAdmin } from './firstAdmin';
import { FIRST_ADMIN_HELP } from './index';
import { UserModel } from './model';

const ROOT = join(__dirname, '..', '..', '..');
// A fixed secret, so sessions survive the restart (memory-only servers draw a new one otherwise).
const env = { ADMIN_EMAIL: 'Chief@Nova.test', ADMIN_PASSWORD: 'chief-password-1', JWT_SECRET: 'first-admin-test-secret-0123456789abcdef' };

let server: TestServer;
afterAll(() => server?.stop());

describe('first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the admin at start; a restart with the same settings changes nothing', async () => {
    server = await startTestServer({ env });
    const login = await server.request().post('/api/login').send({ email: 'chief@nova.test', password: 'chief-password-1' }).expect(200);
    expect(login.body.user).toMatchObject({ email: 'chief@nova.test', username: 'chief', role: 'admin', isAdmin: true });
    await server.stop();

    server = await startTestServer({ env, fresh: false });
    expect(await UserModel.countDocuments({ email: 'chief@nova.test' })).toBe(1);
    // Same token version: the session from before the restart still works.
    await server.request().get('/api/me').set('Authorization', `Bearer ${login.body.token}`).expect(200);
  });

  it('without ADMIN_EMAIL, a first start with no admin says how to get one; once an admin exists it says nothing', async () => {
    await server?.stop();
    const first = captureLogger('info');
    server = await startTestServer({ logger: first.logger });
    const help = (lines: typeof first.lines) => lines.filter((l) => l.msg === FIRST_ADMIN_HELP);
    expect(help(first.lines)).toHaveLength(1);
    expect(help(first.lines)[0]?.level).toBe(40);
    expect(FIRST_ADMIN_HELP).toContain('ADMIN_EMAIL=');
    expect(FIRST_ADMIN_HELP).toContain('npm run admin:create');
    await buildUser(server.ctx, { role: 'admin' });
    await server.stop();

    const again = captureLogger('info');
    server = await startTestServer({ logger: again.logger, fresh: false });
    expect(help(again.lines)).toHaveLength(0);
  });

  it('promotes an existing account, sets its password, lifts a ban and ends its old sessions', async () => {
    const { user, token } = await buildUser(server.ctx, {
      email: 'promote@nova.test',
      passwordHash: await hashPassword('old-password'),
      banned: true,
    });
    const { outcome } = await ensureAdmin(server.ctx, { email: 'PROMOTE@nova.test', password: 'new-password-1' });
    expect(outcome).toBe('promoted');
    const stored = await UserModel.findById(user.id);
    expect(stored).toMatchObject({ role: 'admin', banned: false });
    expect(await verifyPassword(stored!.passwordHash, 'new-password-1')).toBe(true);
    await server.request().get('/api/me').set('Authorization', `Bearer ${token}`).expect(401);
    expect((await ensureAdmin(server.ctx, { email: 'promote@nova.test', password: 'new-password-1' })).outcome).toBe('unchanged');
  });

  it('creates exactly one account when several nodes run it at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ensureAdmin(server.ctx, { email: 'race-admin@nova.test', password: 'race-password' })),
    );
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    expect(new Set(results.map((r) => r.user.id as string)).size).toBe(1);
    expect(await UserModel.countDocuments({ email: 'race-admin@nova.test' })).toBe(1);
  });

  it('derives a free username when the email name is taken, or uses the one given', async () => {
    await buildUser(server.ctx, { username: 'admin' });
    const derived = await ensureAdmin(server.ctx, { email: 'admin@other.test', password: 'password-1' });
    expect(derived.user.username).toMatch(/^admin\d{4}$/);
    const named = await ensureAdmin(server.ctx, { email: 'named@other.test', password: 'password-1', username: 'TheBoss' });
    expect(named.user.username).toBe('TheBoss');
    await expect(ensureAdmin(server.ctx, { email: 'bad', password: 'password-1' })).rejects.toThrow(/Invalid admin email/);
  });
});

describe('npm run admin:create', () => {
  function runCli(args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'cli.ts'), ...args], {
        cwd: join(ROOT, 'backend'),
        env: {
          ...process.env,
          MONGODB_URI: testMongoUri(),
          DB_NAME: testDatabaseName(),
          LOG_LEVEL: 'warn',
          ADMIN_EMAIL: '',
          ADMIN_PASSWORD: '',
        },
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  it('creates an admin in the database MONGODB_URI points at, then reports it unchanged', async () => {
    const created = await runCli(['--email', 'cli-admin@nova.test', '--password', 'cli-password-1', '--username', 'CliAdmin']);
    expect(created.output).toMatch(/Created admin: cli-admin@nova\.test \(username CliAdmin\)/);
    expect(created.code).toBe(0);
    await server.request().post('/api/login').send({ email: 'cli-admin@nova.test', password: 'cli-password-1' }).expect(200);
    const again = await runCli(['--email', 'cli-admin@nova.test', '--password', 'cli-password-1']);
    expect(again.output).toMatch(/Already an admin/);
  }, 60_000);

  it('prints usage without the required options, and refuses a short password', async () => {
    const usage = await runCli(['--email', 'x@y.test']);
    expect(usage.code).toBe(1);
    expect(usage.output).toMatch(/Usage: npm run admin:create/);
    const weak = await runCli(['--email', 'x@y.test', '--password', '123']);
    expect(weak.code).toBe(1);
    expect(weak.output).toMatch(/Password must be at least 6 characters/);
  }, 60_000);
});
