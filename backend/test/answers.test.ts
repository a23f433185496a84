import { ANSWER_SCHEMAS, apiRoutes, checkAnswer } from './answers';
import { startTestServer, type TestServer } from './server';
import { UNDESCRIBED_ROUTES } from './undescribedRoutes';

describe('REST answer schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('lists every API route, with a schema or on the list still to describe', () => {
    const routes = apiRoutes(server.app);
    expect(routes.length).toBeGreaterThan(50);
    const listed = new Set([...Object.keys(ANSWER_SCHEMAS), ...UNDESCRIBED_ROUTES]);
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('lists no route the app does not have', () => {
    const routes = new Set(apiRoutes(server.app));
    expect([...Object.keys(ANSWER_SCHEMAS), ...UNDESCRIBED_ROUTES].filter((route) => !routes.has(route))).toEqual([]);
  });

  it('refuses an answer that does not match its schema', async () => {
    await expect(server.request().get('/api/health').expect(200)).resolves.toBeDefined();
    const res = { status: 200, headers: { 'content-type': 'application/json' }, body: { status: 'ok' } };
    expect(() => checkAnswer('GET', `${server.url}/api/health`, res as never)).toThrow(/does not match/);
    expect(() => checkAnswer('GET', `${server.url}/api/nowhere`, res as never)).toThrow(/no answer schema/);
  });
});
