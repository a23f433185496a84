import { randomBytes } from 'node:crypto';
import { labelValues, parseSamples, scrape, valueOf } from '../../test/metrics';
import { startTestServer, type TestServer } from '../../test/server';

const TOKEN = randomBytes(24).toString('base64url');

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers 404 ROUTE_NOT_FOUND, with or without a token', async () => {
    const bare = await server.request().get('/metrics').expect(404);
    expect(bare.body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const bearing = await server.request().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(bearing.body).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => server.stop());

  it('answers 401 AUTH_REQUIRED without a bearer token, 401 INVALID_TOKEN with another one', async () => {
    const none = await server.request().get('/metrics').expect(401);
    expect(none.body).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    for (const header of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, 'Bearer ', `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN} extra`]) {
      const wrong = await server.request().get('/metrics').set('Authorization', header).expect(401);
      expect(wrong.body).toMatchObject({ code: 'INVALID_TOKEN' });
      expect(wrong.text).not.toContain('nova_');
    }
    // The token is not a query parameter either.
    await server.request().get(`/metrics?token=${TOKEN}`).expect(401);
  });

  it('serves the Prometheus text: nova_ metrics beside the default process and Node metrics', async () => {
    const res = await server.request().get('/metrics').set('Authorization', `bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const names = new Set(parseSamples(res.text).map((s) => s.name));
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nova_sockets_connected',
      'nova_outbox_backlog',
      'nova_outbox_oldest_age_seconds',
    ]) {
      expect(names).toContain(name);
    }
    for (const name of [
      'nova_http_request_duration_seconds',
      'nova_socket_events_total',
      'nova_socket_reconnections_total',
      'nova_openings_total',
      'nova_opening_duration_seconds',
      'nova_purchases_total',
      'nova_battles_total',
      'nova_payouts_total',
      'nova_rate_limit_refusals_total',
      'nova_mail_messages_total',
      'nova_unexpected_errors_total',
      'nova_db_command_duration_seconds',
    ]) {
      expect(res.text).toContain(`# TYPE ${name} `);
    }
  });

  it('labels requests by route pattern: a random path adds no label value', async () => {
    await scrape(server, TOKEN);
    const before = labelValues(await scrape(server, TOKEN), 'nova_http_request_duration_seconds_count', 'route');
    const random = randomBytes(8).toString('hex');
    await server.request().get(`/api/${random}`).expect(404);
    await server.request().get(`/${random}/deeper?q=${random}`).expect(404);
    await server.request().get(`/api/${random}`).expect(404);
    // A matched route refused before its handler ran (no session) and one that failed inside it: still the pattern.
    await server.request().post(`/api/boxes/${random}/open`).expect(401);
    await server.request().get(`/api/openings/${random}/proof`).expect(400);
    // A payment provider's webhook, refused here because payments are off: its route and status say so.
    await server.request().post('/api/payments/webhook').send(random).expect(503);

    const after = await scrape(server, TOKEN);
    const routes = labelValues(after, 'nova_http_request_duration_seconds_count', 'route');
    expect([...routes].filter((r) => r.includes(random))).toEqual([]);
    expect([...routes].filter((r) => !before.has(r)).sort()).toEqual(['/api/boxes/:id/open', '/api/openings/:id/proof', '/api/payments/webhook', 'unmatched']);
    expect(valueOf(after, 'nova_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(3);
    expect(valueOf(after, 'nova_http_request_duration_seconds_count', { route: '/api/boxes/:id/open', method: 'POST', status: '401' })).toBe(1);
    expect(valueOf(after, 'nova_http_request_duration_seconds_count', { route: '/metrics', status: '200' })).toBeGreaterThanOrEqual(2);
  });
});
