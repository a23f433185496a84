import type { AuditEntryDto, StaffReviewDto } from '@nova/protocol';
import { accountOf, reviewRequests } from '../../test/reviews';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let api: ReturnType<typeof reviewRequests>;
let admin: Awaited<ReturnType<typeof accountOf>>;
beforeAll(async () => {
  server = await startTestServer();
  api = reviewRequests(server);
  admin = await accountOf(server, 'admin');
});
afterAll(() => server.stop());

const auditOf = async (targetId: string) =>
  (
    await server
      .request()
      .get(`/api/admin/audit?targetType=review&targetId=${targetId}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200)
  ).body.entries as AuditEntryDto[];

describe('review moderation in the audit log', () => {
  it('records who added, hid and showed a review, once each, and nothing for a refused change', async () => {
    const added = (await api.add(admin.token).send({ username: 'Ana', rating: 4, comment: 'Fast shipping.' }).expect(201))
      .body as StaffReviewDto;
    const support = await accountOf(server, 'support');
    await api.setHidden(added.id, { hidden: true }, support.token).expect(200);
    await api.setHidden(added.id, { hidden: true }, admin.token).expect(409);
    await api.setHidden(added.id, { hidden: false }, admin.token).expect(200);

    const entries = await auditOf(added.id);
    expect(entries.map((e) => [e.action, e.actor.username])).toEqual([
      ['review.unhidden', admin.user.username],
      ['review.hidden', support.user.username],
      ['review.added', admin.user.username],
    ]);
    expect(entries[2]).toMatchObject({
      target: { type: 'review', id: added.id, label: 'Ana' },
      before: null,
      after: { author: 'Ana', rating: 4 },
    });
    expect(entries[1]).toMatchObject({ before: { hidden: false }, after: { hidden: true } });
  });

  it('records nothing when the add is refused', async () => {
    const before = (
      await server.request().get('/api/admin/audit?action=review.added').set('Authorization', `Bearer ${admin.token}`).expect(200)
    ).body.entries.length;
    await api.add(admin.token).send({ username: 'Ana', rating: 9, comment: 'x' }).expect(400);
    await api.add(admin.token).send({ username: 'Ana', rating: 3, comment: 'x', userId: '0123456789abcdef01234567' }).expect(404);
    const after = (
      await server.request().get('/api/admin/audit?action=review.added').set('Authorization', `Bearer ${admin.token}`).expect(200)
    ).body.entries.length;
    expect(after).toBe(before);
  });
});
