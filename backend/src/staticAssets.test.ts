import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../test/server';

/** A built front end in miniature: the page, a script and its source map. */
function builtFrontEnd(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Nova</title>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1);\n//# sourceMappingURL=index-abc.js.map');
  writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["main.tsx"],"mappings":""}');
  writeFileSync(join(dir, 'assets', 'vendor-def.js'), 'export const words = "compressible text";\n'.repeat(200));
  return dir;
}

describe.each([
  { env: 'production', mapStatus: 404 },
  { env: 'development', mapStatus: 200 },
])('the built front end in $env', ({ env, mapStatus }) => {
  let server: TestServer;
  const dir = builtFrontEnd();

  beforeAll(async () => {
    server = await startTestServer({
      staticDir: dir,
      env: { NODE_ENV: env, JWT_SECRET: 'a-production-secret-of-enough-length-0123456789', PAYMENTS_PROVIDER: 'none' },
    });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`serves pages and scripts, and answers ${mapStatus} for source maps`, async () => {
    await server.request().get('/boxes').expect(200).expect(/<title>Nova<\/title>/);
    await server.request().get('/assets/index-abc.js').expect(200);
    await server.request().get('/assets/index-abc.js.map').expect(mapStatus);
  });

  it('compresses scripts for clients that accept it, and not for those that do not', async () => {
    const gzipped = await server.request().get('/assets/vendor-def.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toContain('compressible text');
    const plain = await server.request().get('/assets/vendor-def.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
