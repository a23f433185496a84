import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { OutboxModel } from '../core/outbox';
import { eventually } from '../../test/eventually';
import { buildFundedUser } from '../../test/ledger';
import { labelValues, scrape, valueOf, type Sample } from '../../test/metrics';
import { cheapestBox, listBoxes, newRequestId, openBox, socketOpen } from '../../test/openings';
import { startTestServer, type TestServer } from '../../test/server';
import { startLocalSmtp, type LocalSmtp } from '../../test/smtp';

const TOKEN = randomBytes(24).toString('base64url');
/** Player writes per window here: the rate-limit test spends one player's budget. */
const WRITES = 4;
/** Wrong passwords in a row before an account+IP pair's sign-in gate starts closing. */
const FREE_FAILURES = 2;

let server: TestServer;
let smtp: LocalSmtp;
let smtpOpen = true;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  server = await startTestServer({ env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, PLAYER_WRITE_RATE_MAX: String(WRITES), LOGIN_FREE_FAILURES: String(FREE_FAILURES) } });
});
afterAll(async () => {
  await server.stop();
  if (smtpOpen) await smtp.close();
});

/** How much each of `series` ([name, labels]) grew between two scrapes. */
const growth = (before: Sample[], after: Sample[], series: [string, Record<string, string>?][]) =>
  series.map(([name, labels]) => valueOf(after, name, labels) - valueOf(before, name, labels));

describe('metrics that move with the shop', () => {
  it('counts and times an opening over REST and over the socket, and the database commands behind them', async () => {
    const box = cheapestBox(await listBoxes(server));
    const { token } = await buildFundedUser(server.ctx, box.priceCoins * 2);
    const socket = await server.connect(token);
    const before = await scrape(server, TOKEN);

    await openBox(server, token, box.id, { requestId: newRequestId() }).expect(200);
    expect(await socketOpen(socket, { boxId: box.id, requestId: newRequestId() })).toMatchObject({ ok: true });

    const opened = (s: Sample[]) => valueOf(s, 'nova_openings_total', { kind: 'paid' }) - valueOf(before, 'nova_openings_total', { kind: 'paid' });
    const after = await eventually(async () => {
      const samples = await scrape(server, TOKEN);
      return opened(samples) === 2 && samples;
    });
    expect(
      growth(before, after, [
        ['nova_opening_duration_seconds_count', { transport: 'rest', outcome: 'ok' }],
        ['nova_opening_duration_seconds_count', { transport: 'socket', outcome: 'ok' }],
        ['nova_http_request_duration_seconds_count', { method: 'POST', route: '/api/boxes/:id/open', status: '200' }],
        ['nova_socket_events_total', { direction: 'in', event: 'box:open' }],
      ]),
    ).toEqual([1, 1, 1, 1]);
    // Each opening is a transaction of several commands; their durations are observed by name.
    expect(valueOf(after, 'nova_db_command_duration_seconds_count') - valueOf(before, 'nova_db_command_duration_seconds_count')).toBeGreaterThan(2);
    expect(labelValues(after, 'nova_db_command_duration_seconds_count', 'command')).toContain('commitTransaction');
    expect(valueOf(after, 'nova_db_command_duration_seconds_sum')).toBeGreaterThan(valueOf(before, 'nova_db_command_duration_seconds_sum'));
    // The player's socket was told its new balance twice.
    await eventually(async () => {
      const now = await scrape(server, TOKEN);
      expect(growth(before, now, [['nova_socket_events_total', { direction: 'out', event: 'balance:changed' }]])[0]).toBeGreaterThanOrEqual(2);
    });
  });

  it('counts rate-limit refusals by limiter', async () => {
    const box = cheapestBox(await listBoxes(server));
    const { token } = await buildFundedUser(server.ctx, box.priceCoins * (WRITES + 1));
    const before = await scrape(server, TOKEN);
    for (let i = 0; i < WRITES; i++) await openBox(server, token, box.id, { requestId: newRequestId() }).expect(200);
    await openBox(server, token, box.id, { requestId: newRequestId() }).expect(429);
    const after = await scrape(server, TOKEN);
    expect(growth(before, after, [['nova_rate_limit_refusals_total', { limiter: 'write:play' }]])).toEqual([1]);
    expect(growth(before, after, [['nova_opening_duration_seconds_count', { transport: 'rest', outcome: 'error' }]])).toEqual([1]);
  });

  it('shows failed sign-ins as 401s of POST /api/login, and the lockout that follows as an auth:login refusal', async () => {
    const email = `nobody-${randomBytes(6).toString('hex')}@example.com`;
    const before = await scrape(server, TOKEN);
    const answers: number[] = [];
    // Until the gate closes: a loaded machine may let its first one-second delay pass between two attempts.
    while (!answers.includes(429) && answers.length < 4 * FREE_FAILURES) {
      const res = await server.request().post('/api/login').send({ email, password: 'not-the-password' });
      answers.push(res.status);
    }
    expect(answers.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(answers).toContain(429);
    const after = await scrape(server, TOKEN);
    expect(
      growth(before, after, [
        ['nova_http_request_duration_seconds_count', { method: 'POST', route: '/api/login', status: '401' }],
        ['nova_http_request_duration_seconds_count', { method: 'POST', route: '/api/login', status: '429' }],
        ['nova_rate_limit_refusals_total', { limiter: 'auth:login' }],
      ]),
    ).toEqual([answers.filter((s) => s === 401).length, 1, 1]);
  });

  it('counts mail sent and mail that failed, by template', async () => {
    const { user } = await buildFundedUser(server.ctx, 0);
    const before = await scrape(server, TOKEN);
    await server.request().post('/api/password-reset').send({ email: user.email }).expect(202);
    await smtp.mailTo(user.email);
    const sent = await eventually(async () => {
      const samples = await scrape(server, TOKEN);
      return growth(before, samples, [['nova_mail_messages_total', { kind: 'passwordResetGoogle', outcome: 'sent' }]])[0] === 1 && samples;
    });

    await smtp.close();
    smtpOpen = false;
    await server.request().post('/api/password-reset').send({ email: user.email }).expect(202);
    await eventually(async () => {
      const samples = await scrape(server, TOKEN);
      expect(growth(sent, samples, [['nova_mail_messages_total', { kind: 'passwordResetGoogle', outcome: 'failed' }]])).toEqual([1]);
    });
  });

  it("reads the outbox's backlog and its oldest record's age when scraped", async () => {
    const minuteAgo = new Date(Date.now() - 60_000);
    const _id = Types.ObjectId.createFromTime(Math.floor(minuteAgo.getTime() / 1000));
    const leaseUntil = new Date(Date.now() + 3_600_000);
    await OutboxModel.collection.insertOne({ _id, events: [], at: minuteAgo, owner: 'metrics-test', leaseUntil });
    try {
      const stuck = await scrape(server, TOKEN);
      expect(valueOf(stuck, 'nova_outbox_backlog')).toBeGreaterThanOrEqual(1);
      expect(valueOf(stuck, 'nova_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(60);
    } finally {
      await OutboxModel.collection.deleteOne({ _id });
    }
    const drained = await scrape(server, TOKEN);
    expect(valueOf(drained, 'nova_outbox_oldest_age_seconds')).toBeLessThan(60);
  });
});
