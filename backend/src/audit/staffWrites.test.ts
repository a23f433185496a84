import { Types } from 'mongoose';
import type { OpenBoxResultDto } from '@nova/protocol';
import { alwaysWins } from '../../test/catalog';
import { auditedWrites } from '../../test/audit';
import { buildFundedUser } from '../../test/ledger';
import { TestClock } from '../../test/server';
import { SupportTicketModel } from '../support/model';

// Support staff's writes (shipments, tickets): each audited once, by the same transaction; refused and replayed writes leave no entry.

const clock = new TestClock(new Date('2026-04-02T10:00:00.000Z'));
const { h, call, tokenOf, auditedOnce, notAudited } = auditedWrites(clock);
let boxId: string;

beforeAll(async () => {
  boxId = await alwaysWins('Luxury', 100, { name: 'Watch', rarity: 'epic', valueUsdCents: 25_000 });
});

async function shipment(): Promise<string> {
  const { token } = await buildFundedUser(h.server.ctx, 1_000);
  const opening = (await call('post', `/api/boxes/${boxId}/open`, {}, token).expect(200)).body as OpenBoxResultDto;
  const address = { name: 'Ada Lovelace', line1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };
  const acted = await call('post', `/api/unboxings/${opening.openingId}/action`, { action: 'ship', address }, token).expect(200);
  return (acted.body as { shipment: { id: string } }).shipment.id;
}

async function ticket(subject = 'Where is my parcel?'): Promise<string> {
  const now = clock.now();
  const _id = new Types.ObjectId();
  await SupportTicketModel.collection.insertOne({
    _id,
    name: 'Sam',
    email: 'sam@example.com',
    subject,
    message: 'It has been two weeks.',
    userId: null,
    status: 'open',
    createdAt: now,
    updatedAt: now,
    closedBy: null,
    closedAt: null,
  });
  return _id.toHexString();
}

describe('shipments (PATCH /api/admin/shipments/:id)', () => {
  it('support staff and admins advance it: one shipment.advanced entry per step, with the status and tracking', async () => {
    const id = await shipment();
    const shipped = await auditedOnce(() =>
      call('patch', `/api/admin/shipments/${id}`, { status: 'shipped', trackingNumber: '1Z 999 AA1' }, h.support.token).expect(200),
    );
    expect(shipped).toMatchObject({
      action: 'shipment.advanced',
      actor: { id: h.support.id, role: 'support' },
      target: { type: 'shipment', id, label: expect.stringMatching(/^Watch · player/) },
      before: { status: 'pending' },
      after: { status: 'shipped', trackingNumber: '1Z 999 AA1' },
    });
    const delivered = await auditedOnce(() =>
      call('patch', `/api/admin/shipments/${id}`, { status: 'delivered' }, h.admin.token).expect(200),
    );
    expect([delivered.before, delivered.after]).toEqual([{ status: 'shipped' }, { status: 'delivered' }]);
  });

  it('refused transitions, bad input and players add no entry', async () => {
    const id = await shipment();
    await notAudited(
      () => call('patch', `/api/admin/shipments/${id}`, { status: 'delivered' }, h.admin.token).expect(409),
      () => call('patch', `/api/admin/shipments/${id}`, { status: 'shipped' }, h.admin.token).expect(400),
      () => call('patch', `/api/admin/shipments/${new Types.ObjectId().toHexString()}`, { status: 'delivered' }, h.admin.token).expect(404),
      () => call('patch', `/api/admin/shipments/${id}`, { status: 'delivered' }).expect(401),
      async () => call('patch', `/api/admin/shipments/${id}`, { status: 'delivered' }, await tokenOf('player')).expect(403),
    );
  });
});

describe('tickets (PATCH /api/staff/tickets/:id)', () => {
  it('closing and reopening are one entry each; a repeat (409), an unknown id and players add none', async () => {
    const id = await ticket('Lost parcel');
    const closed = await auditedOnce(() => call('patch', `/api/staff/tickets/${id}`, { status: 'closed' }, h.support.token).expect(200));
    expect(closed).toMatchObject({
      action: 'ticket.closed',
      actor: { id: h.support.id, role: 'support' },
      target: { type: 'ticket', id, label: `#${id.slice(-8).toUpperCase()} Lost parcel` },
      before: { status: 'open' },
      after: { status: 'closed' },
    });
    await notAudited(
      () => call('patch', `/api/staff/tickets/${id}`, { status: 'closed' }, h.admin.token).expect(409),
      () => call('patch', `/api/staff/tickets/${new Types.ObjectId().toHexString()}`, { status: 'open' }, h.admin.token).expect(404),
      () => call('patch', `/api/staff/tickets/${id}`, { status: 'pending' }, h.admin.token).expect(400),
      () => call('patch', `/api/staff/tickets/${id}`, { status: 'open' }).expect(401),
      async () => call('patch', `/api/staff/tickets/${id}`, { status: 'open' }, await tokenOf('player')).expect(403),
    );
    const reopened = await auditedOnce(() => call('patch', `/api/staff/tickets/${id}`, { status: 'open' }, h.admin.token).expect(200));
    expect(reopened).toMatchObject({ action: 'ticket.reopened', actor: { id: h.admin.id, role: 'admin' }, after: { status: 'open' } });
  });
});
