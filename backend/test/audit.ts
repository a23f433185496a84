import type { AuditEntryDto, AuditPageDto, Role } from '@nova/protocol';
import { AuditEntryModel } from '../src/audit/model';
import { buildUser } from './factories';
import { startTestServer, type TestClock, type TestServer } from './server';

type Method = 'post' | 'patch';

interface Staff {
  id: string;
  token: string;
}

/**
 * The audit suites' server and helpers: an admin ("Root") and a support agent ("Agent"), a caller, and checks that a
 * write added exactly one audit entry, or none. Call at a suite's top level (it registers the server's hooks).
 */
export function auditedWrites(clock: TestClock) {
  const h = {} as { server: TestServer; admin: Staff; support: Staff };
  beforeAll(async () => {
    h.server = await startTestServer({ clock });
    const a = await buildUser(h.server.ctx, { username: 'Root', role: 'admin' });
    const s = await buildUser(h.server.ctx, { username: 'Agent', role: 'support' });
    h.admin = { id: a.user.id as string, token: a.token };
    h.support = { id: s.user.id as string, token: s.token };
  });
  afterAll(() => h.server.stop());

  const call = (method: Method, path: string, body: object, token?: string) => {
    const req = h.server.request()[method](path).send(body);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const tokenOf = async (role: Role | null) => (role ? (await buildUser(h.server.ctx, { role })).token : undefined);

  /** Runs a write and returns the one audit entry it added (fails if it added none or several). */
  async function auditedOnce(write: () => Promise<unknown>): Promise<AuditEntryDto> {
    const before = await AuditEntryModel.countDocuments({});
    await write();
    expect(await AuditEntryModel.countDocuments({})).toBe(before + 1);
    const page = (await h.server.request().get('/api/admin/audit?limit=1').set('Authorization', `Bearer ${h.admin.token}`).expect(200))
      .body as AuditPageDto;
    return page.entries[0]!;
  }

  /** Runs writes that must be refused (or replayed) and checks they added no audit entry. */
  async function notAudited(...writes: (() => Promise<unknown>)[]): Promise<void> {
    const before = await AuditEntryModel.countDocuments({});
    for (const write of writes) await write();
    expect(await AuditEntryModel.countDocuments({})).toBe(before);
  }

  return { h, call, tokenOf, auditedOnce, notAudited };
}
