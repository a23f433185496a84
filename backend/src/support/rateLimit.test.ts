import { staffEventSchema, type StaffEventDto } from '@nova/protocol';
import { buildUser } from '../../test/factories';
import { nextEvent, subscribe } from '../../test/realtime';
import { startTestServer, type TestServer } from '../../test/server';
import { SupportTicketModel } from './model';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SUPPORT_RATE_MAX_PER_IP: '2', SUPPORT_RATE_WINDOW_SECONDS: '600' } });
});
afterAll(() => server.stop());

const ticket = { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'Is anyone there to help me?' };

describe('contact form rate limit', () => {
  it('accepts SUPPORT_RATE_MAX_PER_IP tickets per window, then answers 429 TOO_MANY_TICKETS with Retry-After', async () => {
    const { token } = await buildUser(server.ctx, { role: 'support' });
    const staff = await server.connect(token);
    await expect(subscribe(staff, 'staff:feed')).resolves.toMatchObject({ ok: true });
    const signal = nextEvent(staff, 'staff:event', {
      schema: staffEventSchema,
      accept: (e) => e.kind === 'rate-limit' && e.action === 'support-ticket',
    });

    await server.request().post('/api/support/tickets').send(ticket).expect(201);
    await server.request().post('/api/support/tickets').send(ticket).expect(201);
    const refused = await server.request().post('/api/support/tickets').send(ticket).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_TICKETS');
    expect(refused.body.message).toMatch(/Please wait 10 minutes/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await SupportTicketModel.countDocuments()).toBe(2);

    const line = (await signal) as Extract<StaffEventDto, { kind: 'rate-limit' }>;
    expect(line).toMatchObject({ scope: 'ip', retryAfterSeconds: expect.any(Number) });
  });

  it('does not spend the budget on invalid messages', async () => {
    // The budget is already spent above; invalid input still gets its own clear 400, not a 429.
    const res = await server
      .request()
      .post('/api/support/tickets')
      .send({ ...ticket, email: 'nope' })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
