import type { AdminBoxDto, AuditPageDto, BoxDto } from '@nova/protocol';
import { catalogApi, draftWith, type CatalogApi } from '../../../test/adminCatalog';
import { buildUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { AuditEntryModel } from '../../audit/model';
import { BoxModel } from '../model';

let server: TestServer;
let admin: CatalogApi;
let adminToken: string;
beforeAll(async () => {
  // The floor is a setting: 60% here (the default is 50%).
  server = await startTestServer({ env: { CATALOG_MIN_RTP_PERCENT: '60' } });
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
  admin = catalogApi(server, adminToken);
});
afterAll(() => server.stop());

const shopHas = async (id: string) => ((await server.request().get('/api/boxes').expect(200)).body as BoxDto[]).some((b) => b.id === id);
const lastAudit = async () =>
  ((await server.request().get('/api/admin/audit?limit=1').set('Authorization', `Bearer ${adminToken}`).expect(200)).body as AuditPageDto)
    .entries[0]!;

/** A $10 draft whose one real prize, worth `value` dollars, is drawn `probability`% of the time (else Nothing). */
const draft = (value: string, probability: number) =>
  draftWith(
    admin,
    [
      { name: 'Prize', probability, value },
      { name: 'Nothing', probability: 100 - probability },
    ],
    { price: '10.00' },
  );

describe('publishing a box whose expected return to player is outside the bounds', () => {
  it('refuses a box that pays out more than it takes (409 RTP_CONFIRMATION_REQUIRED with the figure) until the admin confirms', async () => {
    const box = await draft('25.00', 50); // $12.50 back for $10: 125%
    const audits = await AuditEntryModel.countDocuments({});
    const refused = await admin.publish(box.id, box.version).expect(409);
    expect(refused.body).toEqual({
      code: 'RTP_CONFIRMATION_REQUIRED',
      message:
        'This box returns 125% of its price to players on average, more than 100%: the shop loses money on every opening on average. ' +
        'Confirm to publish it anyway.',
      details: { rtpPercent: '125', minPercent: '60', maxPercent: '100', side: 'above' },
    });
    // `confirmRtp: false` is no confirmation.
    expect((await admin.publish(box.id, box.version, false).expect(409)).body.code).toBe('RTP_CONFIRMATION_REQUIRED');
    // Nothing changed: still a draft, same version, not in the shop, no audit entry.
    expect(await BoxModel.findById(box.id).lean()).toMatchObject({ status: 'draft', version: box.version });
    expect(await shopHas(box.id)).toBe(false);
    expect(await AuditEntryModel.countDocuments({})).toBe(audits);

    const published = (await admin.publish(box.id, box.version, true).expect(200)).body as AdminBoxDto;
    expect(published.status).toBe('published');
    expect(await shopHas(box.id)).toBe(true);
    // The audit log records that the admin confirmed that return.
    expect(await lastAudit()).toMatchObject({
      action: 'box.published',
      target: { type: 'box', id: box.id },
      after: { status: 'published', returnToPlayer: '125', returnToPlayerConfirmed: true },
    });
  });

  it('asks the same under the floor (CATALOG_MIN_RTP_PERCENT), and not at exactly 100% or at the floor', async () => {
    const stingy = await draft('5.00', 50); // $2.50 back for $10: 25%
    expect((await admin.publish(stingy.id, stingy.version).expect(409)).body).toMatchObject({
      code: 'RTP_CONFIRMATION_REQUIRED',
      message: "This box returns 25% of its price to players on average, less than the shop's floor of 60%. Confirm to publish it anyway.",
      details: { rtpPercent: '25', minPercent: '60', side: 'below' },
    });
    await admin.publish(stingy.id, stingy.version, true).expect(200);
    expect((await lastAudit()).after).toMatchObject({ returnToPlayer: '25', returnToPlayerConfirmed: true });

    for (const [value, probability, rtp] of [
      ['20.00', 50, '100'], // exactly what it costs
      ['12.00', 50, '60'], // exactly the floor
      ['17.50', 50, '87.5'],
    ] as const) {
      const box = await draft(value, probability);
      expect((await admin.publish(box.id, box.version).expect(200)).body.status).toBe('published');
      const audit = await lastAudit();
      expect(audit.after).toEqual({ status: 'published', returnToPlayer: rtp });
    }
  });

  it('answers a confirmation flag that is not a boolean with 400', async () => {
    const box = await draft('25.00', 50);
    const res = await server
      .request()
      .post(`/api/admin/boxes/${box.id}/publish`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ version: box.version, confirmRtp: 'yes' })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { confirmRtp: 'must be true or false' } });
  });
});
