import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../test/server';

const VENDOR = 'export const words = "compressible text";\n'.repeat(200);

/** A built front end in miniature: the page, a script and its source map. */
function builtFrontEnd(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Nova</title>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1);\n//# sourceMappingURL=index-abc.js.map');
  writeFileSync(join(dir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["main.tsx"],"mappings":""}');
  writeFileSync(join(dir, 'assets', 'vendor-def.js'), VENDOR);
  // The build's brotli copy of the larger script (frontend/build/precompress.ts).
  writeFileSync(join(dir, 'assets', 'vendor-def.js.br'), brotliCompressSync(VENDOR));
  mkdirSync(join(dir, 'assets', 'locales', 'v1', 'fr'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'locales', 'v1', 'fr', 'common.json'), '{"hello":"Bonjour"}');
  return dir;
}

/** The same, with the page-preload map the real build writes beside index.html. */
function builtFrontEndWithPreloads(): string {
  const dir = builtFrontEnd();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><title>Nova</title></head><body></body></html>');
  const map = {
    locales: '/assets/locales/v1',
    routes: {
      '/': { modules: ['/assets/HomePage-1.js'], namespaces: ['common', 'home'] },
      '/boxes': { modules: ['/assets/BoxesPage-2.js'], namespaces: ['common', 'boxes'] },
      '/admin': { modules: ['/assets/AdminPage-4.js'], namespaces: ['common', 'admin'] },
      '/battles': { modules: ['/assets/BattlesPage-5.js'], namespaces: ['common', 'battles'] },
      '/battles/:id': { modules: ['/assets/BattlePage-6.js'], namespaces: ['common', 'battles', 'fairness'] },
    },
    fallback: { modules: [], namespaces: ['common'] },
  };
  writeFileSync(join(dir, 'preload.json'), JSON.stringify(map));
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

  it('sends a built file the security headers that apply to a script, without validators; a page keeps the full set', async () => {
    const asset = await server.request().get('/assets/index-abc.js').expect(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBe("default-src 'self'");
    for (const header of ['x-frame-options', 'cross-origin-opener-policy', 'strict-transport-security', 'referrer-policy', 'etag', 'last-modified', 'accept-ranges']) {
      expect(asset.headers[header]).toBeUndefined();
    }
    const page = await server.request().get('/boxes').expect(200);
    expect(page.headers['content-security-policy']).toContain('https://js.stripe.com');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    // A path merely starting like the assets folder is not one of its files.
    const other = await server.request().get('/assetsx').expect(200);
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("sends the build's brotli copy to browsers that accept brotli, as the script it is, cached for a year", async () => {
    const res = await server.request().get('/assets/vendor-def.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    // The build's copy itself (its length), which the client decodes to the script.
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(VENDOR).length);
    expect(res.text).toBe(VENDOR);
    // A file the build left uncompressed is still served, compressed on the fly.
    const small = await server.request().get('/assets/index-abc.js').set('Accept-Encoding', 'br').expect(200);
    expect(small.text).toContain('console.log(1)');
    await server.request().get('/assets/missing-xyz.js').set('Accept-Encoding', 'br').expect(404);
  });
});

describe('the page a visitor asks for', () => {
  let server: TestServer;
  const dir = builtFrontEndWithPreloads();
  const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

  beforeAll(async () => {
    server = await startTestServer({ staticDir: dir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("names the page's chunks and its texts in the visitor's language, so they load alongside the entry", async () => {
    const res = await server.request().get('/boxes').set('Accept-Language', 'fr-CA,fr;q=0.9,en;q=0.5').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(links(res.text)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales/v1/fr/common.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales/v1/fr/boxes.json">',
      '<link rel="modulepreload" crossorigin href="/assets/BoxesPage-2.js">',
    ]);
    expect(res.text).toMatch(/<\/head><body><\/body>/);
  });

  it('goes by the language chosen in the app (its cookie) before Accept-Language, and sets <html lang dir> to it', async () => {
    const res = await server.request().get('/boxes').set('Accept-Language', 'fr').set('Cookie', 'other=1; nova_lang=ar').expect(200);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(links(res.text)).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/locales/v1/ar/boxes.json">');
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    for (const cookie of ['nova_lang=xx', 'nova_lang=%22%3E%3Cscript%3E', 'nova_lang=%E0%A4%A']) {
      const other = await server.request().get('/boxes').set('Accept-Language', 'fr').set('Cookie', cookie).expect(200);
      expect(links(other.text)).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/locales/v1/fr/boxes.json">');
      expect(other.text).toContain('<html lang="fr" dir="ltr">');
      expect(other.text).not.toContain('<script>');
    }
  });

  it('falls back to English for languages the shop does not offer, and to the shell texts for unknown pages', async () => {
    const res = await server.request().get('/no-such-page/7').set('Accept-Language', 'nl-NL').expect(200);
    expect(links(res.text)).toEqual(['<link rel="preload" as="fetch" crossorigin href="/assets/locales/v1/en/common.json">']);
    const home = await server.request().get('/').expect(200);
    expect(links(home.text)).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">');
    const admin = await server.request().get('/admin/users/42').set('Accept-Language', '*;q=0.1, x-bogus').expect(200);
    expect(links(admin.text)).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/locales/v1/en/admin.json">');
  });

  it("names a page with parameters by its own route, not by its first segment's (a battle, not the lobby)", async () => {
    const battle = await server.request().get('/battles/64b7f0c2a1b2c3d4e5f60718').expect(200);
    expect(links(battle.text)).toContain('<link rel="modulepreload" crossorigin href="/assets/BattlePage-6.js">');
    expect(links(battle.text)).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/locales/v1/en/fairness.json">');
    expect(battle.text).not.toContain('BattlesPage-5.js');
    for (const path of ['/battles', '/battles/']) {
      const lobby = await server.request().get(path).expect(200);
      expect(links(lobby.text)).toContain('<link rel="modulepreload" crossorigin href="/assets/BattlesPage-5.js">');
      expect(lobby.text).not.toContain('BattlePage-6.js');
    }
  });

  it('serves the versioned locale files for a year, and 404 for a file that does not exist', async () => {
    const res = await server.request().get('/assets/locales/v1/fr/common.json').expect(200);
    expect(res.body).toEqual({ hello: 'Bonjour' });
    expect(res.headers['cache-control']).toMatch(/immutable/);
    await server.request().get('/assets/locales/v1/fr/nope.json').expect(404);
  });
});
