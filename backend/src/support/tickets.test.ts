import {
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  staffEventSchema,
  ticketReference,
  type StaffEventDto,
  type SupportTicketCreatedDto,
  type SupportTicketDto,
} from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { nextEvent, subscribe } from '../../test/realtime';
import { startTestServer, type TestServer } from '../../test/server';
import { SupportTicketModel } from './model';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_RATE_MAX_PER_IP: '50' } });
});
afterAll(() => server.stop());

const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  subject: 'Where is my prize?',
  message: 'I shipped a watch last week and have no tracking yet.',
};
const send = (body: unknown, token?: string) => {
  const req = server.request().post('/api/support/tickets');
  return token ? req.set('Authorization', `Bearer ${token}`).send(body as object) : req.send(body as object);
};

describe('POST /api/support/tickets', () => {
  it('stores a trimmed ticket with a lower-cased email and answers 201 with its id, reference and a message', async () => {
    const res = await send({
      name: '  Ada Lovelace ',
      email: ' Ada@Example.com ',
      subject: ' Where is my prize? ',
      message: `  ${valid.message}\nThanks!  `,
    }).expect(201);
    const body = res.body as SupportTicketCreatedDto;
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), reference: ticketReference(body.id), message: expect.any(String) });
    const stored = await SupportTicketModel.findById(body.id).lean();
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Where is my prize?',
      message: `${valid.message}\nThanks!`,
      status: 'open',
      userId: null,
      closedAt: null,
      closedBy: null,
    });
  });

  it('attaches the signed-in sender, and still accepts the message when the token is bad', async () => {
    const { user, token } = await buildUser(server.ctx);
    const mine = (await send(valid, token).expect(201)).body as SupportTicketCreatedDto;
    expect((await SupportTicketModel.findById(mine.id).lean())?.userId?.toHexString()).toBe(user.id);
    const stale = (await send(valid, 'not-a-token').expect(201)).body as SupportTicketCreatedDto;
    expect((await SupportTicketModel.findById(stale.id).lean())?.userId).toBeNull();
  });

  it('reaches a subscribed support socket as a staff:event of kind ticket', async () => {
    const { token } = await buildUser(server.ctx, { role: 'support' });
    const staff = await server.connect(token);
    await expect(subscribe(staff, 'staff:feed')).resolves.toMatchObject({ ok: true });
    const line = nextEvent(staff, 'staff:event', {
      schema: staffEventSchema,
      accept: (e) => e.kind === 'ticket' && e.subject === 'Live ticket',
    });
    const created = (await send({ ...valid, subject: 'Live ticket' }).expect(201)).body as SupportTicketCreatedDto;
    const event = (await line) as Extract<StaffEventDto, { kind: 'ticket' }>;
    expect(event).toMatchObject({
      kind: 'ticket',
      ticketId: created.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      seq: expect.any(Number),
    });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await server
      .request()
      .post('/api/support/tickets')
      .set('Content-Type', 'application/json')
      .send('{"name": "Ada",')
      .expect(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  it.each([
    ['an empty body', {}, ['name', 'email', 'subject', 'message']],
    ['a JSON array', [], ['_']],
    ['blank fields', { name: '   ', email: '  ', subject: ' ', message: '   ' }, ['name', 'email', 'subject', 'message']],
    ['a bad email', { ...valid, email: 'ada-at-example' }, ['email']],
    ['a too long name', { ...valid, name: 'n'.repeat(SUPPORT_LIMITS.nameMax + 1) }, ['name']],
    ['a too long subject', { ...valid, subject: 's'.repeat(SUPPORT_LIMITS.subjectMax + 1) }, ['subject']],
    ['a too short message', { ...valid, message: 'help' }, ['message']],
    ['a too long message', { ...valid, message: 'm'.repeat(SUPPORT_LIMITS.messageMax + 1) }, ['message']],
    ['a too long email', { ...valid, email: `${'a'.repeat(250)}@example.com` }, ['email']],
    ['numbers instead of text', { ...valid, name: 42, message: ['x'] }, ['name', 'message']],
    ['control characters', { ...valid, subject: 'Hi\u0007there', message: 'Hello\u0000 there, anyone?' }, ['subject', 'message']],
    ['a line break in the subject', { ...valid, subject: 'Two\nlines' }, ['subject']],
    ['an unknown field', { ...valid, status: 'closed' }, ['_']],
  ])('answers %s with 400 VALIDATION_FAILED naming the fields', async (_what, body, fields) => {
    const before = await SupportTicketModel.countDocuments();
    const res = await send(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.details as object).sort()).toEqual([...fields].sort());
    expect(await SupportTicketModel.countDocuments()).toBe(before);
  });

  it('gives the shared field messages the form translates', async () => {
    const res = await send({ name: '', email: 'x', subject: '', message: 'short' }).expect(400);
    expect(res.body.details).toEqual({
      name: SUPPORT_MESSAGES.nameRequired,
      email: SUPPORT_MESSAGES.emailInvalid,
      subject: SUPPORT_MESSAGES.subjectRequired,
      message: SUPPORT_MESSAGES.messageTooShort,
    });
  });

  it('answers a plain-text body with 400, not 500', async () => {
    const res = await server.request().post('/api/support/tickets').set('Content-Type', 'text/plain').send('hello').expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('staff tickets desk', () => {
  let support: string;
  let admin: string;
  let player: string;
  const list = (token: string | null, query = '') => {
    const req = server.request().get(`/api/staff/tickets${query}`);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };
  const patch = (token: string | null, id: string, body: unknown) => {
    const req = server.request().patch(`/api/staff/tickets/${id}`);
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body as object);
  };

  beforeAll(async () => {
    support = (await buildUser(server.ctx, { role: 'support' })).token;
    admin = (await buildUser(server.ctx, { role: 'admin' })).token;
    player = (await buildUser(server.ctx)).token;
    await SupportTicketModel.deleteMany({});
    for (let i = 1; i <= 5; i++) await send({ ...valid, subject: `Question ${i}` }).expect(201);
  });

  it('lists tickets newest first, a page at a time through the cursor', async () => {
    const first = (await list(support, '?status=open&limit=2').expect(200)).body as {
      entries: SupportTicketDto[];
      nextCursor: string | null;
    };
    expect(first.entries.map((t) => t.subject)).toEqual(['Question 5', 'Question 4']);
    expect(first.entries[0]).toMatchObject({
      email: 'ada@example.com',
      message: valid.message,
      status: 'open',
      reference: expect.any(String),
    });
    const second = (await list(support, `?status=open&limit=2&cursor=${first.nextCursor}`).expect(200)).body as typeof first;
    expect(second.entries.map((t) => t.subject)).toEqual(['Question 3', 'Question 2']);
    const last = (await list(admin, `?status=open&limit=2&cursor=${second.nextCursor}`).expect(200)).body as typeof first;
    expect(last.entries.map((t) => t.subject)).toEqual(['Question 1']);
    expect(last.nextCursor).toBeNull();
  });

  it('closes and reopens a ticket, recording who closed it; a repeat is 409 TICKET_STATUS_UNCHANGED', async () => {
    const { entries } = (await list(support, '?status=open&limit=1').expect(200)).body as { entries: SupportTicketDto[] };
    const id = entries[0]!.id;
    const closed = (await patch(support, id, { status: 'closed' }).expect(200)).body as SupportTicketDto;
    expect(closed).toMatchObject({ id, status: 'closed', closedAt: expect.any(String), closedBy: expect.any(String) });
    expect((await patch(admin, id, { status: 'closed' }).expect(409)).body.code).toBe('TICKET_STATUS_UNCHANGED');

    const open = (await list(support, '?status=open').expect(200)).body as { entries: SupportTicketDto[] };
    expect(open.entries.some((t) => t.id === id)).toBe(false);
    const done = (await list(support, '?status=closed').expect(200)).body as { entries: SupportTicketDto[] };
    expect(done.entries.map((t) => t.id)).toEqual([id]);

    const reopened = (await patch(admin, id, { status: 'open' }).expect(200)).body as SupportTicketDto;
    expect(reopened).toMatchObject({ status: 'open', closedAt: null, closedBy: null });
    const all = (await list(support).expect(200)).body as { entries: SupportTicketDto[] };
    expect(all.entries).toHaveLength(5);
  });

  it('is refused to players (403 STAFF_REQUIRED) and to callers without a valid session (401)', async () => {
    expect((await list(player).expect(403)).body.code).toBe('STAFF_REQUIRED');
    expect((await list(null).expect(401)).body.code).toBe('AUTH_REQUIRED');
    expect((await list('garbage').expect(401)).body.code).toBe('INVALID_TOKEN');
    const { entries } = (await list(support, '?limit=1').expect(200)).body as { entries: SupportTicketDto[] };
    const id = entries[0]!.id;
    expect((await patch(player, id, { status: 'closed' }).expect(403)).body.code).toBe('STAFF_REQUIRED');
    expect((await patch(null, id, { status: 'closed' }).expect(401)).body.code).toBe('AUTH_REQUIRED');
    expect((await SupportTicketModel.findById(id).lean())?.status).toBe('open');
  });

  it.each([
    '?status=pending',
    '?status=',
    '?limit=0',
    '?limit=1000',
    '?limit=two',
    '?cursor=nope',
    '?cursor=123',
    '?sort=asc',
    '?status=open&status=closed',
  ])('answers the bad query %s with 400 VALIDATION_FAILED', async (query) => {
    expect((await list(support, query).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('answers bad ids and bodies with clear 4xx codes', async () => {
    const { entries } = (await list(support, '?limit=1').expect(200)).body as { entries: SupportTicketDto[] };
    const id = entries[0]!.id;
    expect((await patch(support, 'not-an-id', { status: 'closed' }).expect(400)).body.details).toHaveProperty('id');
    expect((await patch(support, '0123456789abcdef01234567', { status: 'closed' }).expect(404)).body.code).toBe('NOT_FOUND');
    for (const body of [{}, { status: 'archived' }, { status: 'closed', name: 'x' }, { status: true }, []]) {
      expect((await patch(support, id, body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    const malformed = await server
      .request()
      .patch(`/api/staff/tickets/${id}`)
      .set('Authorization', `Bearer ${support}`)
      .set('Content-Type', 'application/json')
      .send('{"status":')
      .expect(400);
    expect(malformed.body.code).toBe('MALFORMED_JSON');
    expect((await SupportTicketModel.findById(id).lean())?.status).toBe('open');
  });
});
