import { startTestServer, type TestServer } from '../../test/server';
import { testDbEngine } from '../../test/database';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('GET /api/health', () => {
  it('reports version, uptime and the database engine', async () => {
    const res = await server.request().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', version: expect.any(String), database: { engine: testDbEngine(), state: 'connected' } });
    expect(res.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/config', () => {
  it('carries the configured resale rate, which the FAQ quotes', async () => {
    const custom = await startTestServer({ env: { RESALE_RATE: '0.75' }, fresh: false });
    try {
      expect((await custom.request().get('/api/config').expect(200)).body.resaleRate).toBe(0.75);
    } finally {
      await custom.stop();
    }
  });

  it('exposes only public settings', async () => {
    const res = await server.request().get('/api/config').expect(200);
    expect(res.body).toMatchObject({ productName: 'Nova', payments: { mode: 'unavailable', publishableKey: null }, auth: { google: false } });
    expect(JSON.stringify(res.body)).not.toMatch(/secret/i);
  });
});

describe('bad requests never reach a 500', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await server.request().post('/api/anything').set('content-type', 'application/json').send('{"a":').expect(400);
    expect(res.body).toEqual({ code: 'MALFORMED_JSON', message: expect.any(String) });
  });

  it('answers an oversized body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await server.request().post('/api/anything').set('content-type', 'application/json').send(JSON.stringify({ a: 'x'.repeat(200_000) })).expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with 404 ROUTE_NOT_FOUND', async () => {
    const res = await server.request().get('/api/no-such-route').expect(404);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
  });

  it('answers an unknown media file with 404, not the front end', async () => {
    await server.request().get('/media/catalog/boxes/not-there.svg').expect(404);
  });

  it('serves catalog art with security headers', async () => {
    const res = await server.request().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
