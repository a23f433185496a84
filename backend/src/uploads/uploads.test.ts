import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureLogger } from '../../test/logger';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';
import { countUploads, readUpload } from '../core/mediaStore';
import { MAX_IMAGE_BYTES } from '../core/uploads';
import { importDiskUploads } from './legacy';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
});
afterAll(() => server.stop());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.alloc(4, 0), Buffer.from('WEBP', 'latin1'), Buffer.alloc(64, 4)]);
const AVIF = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypavif', 'latin1'),
  Buffer.alloc(4, 0),
  Buffer.from('avifmif1miaf', 'latin1'),
  Buffer.alloc(64, 5),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 3)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/me")</script></body></html>');

const upload = (token: string | null = adminToken) => {
  const req = server.request().post('/api/admin/upload');
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

describe('POST /api/admin/upload', () => {
  it('is for admins: guests 401, players and support staff 403', async () => {
    expect((await upload(null).attach('image', PNG, 'a.png').expect(401)).body.code).toBe('AUTH_REQUIRED');
    for (const role of ['player', 'support'] as const) {
      const res = await upload((await buildUser(server.ctx, { role })).token)
        .attach('image', PNG, 'a.png')
        .expect(403);
      expect(res.body.code).toBe('ADMIN_REQUIRED');
    }
  });

  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'webp', 'image/webp'],
    ['AVIF', AVIF, 'avif', 'image/avif'],
  ])('stores a %s by its content under a new name and serves it as an image only', async (_type, content, ext, contentType) => {
    // The name and declared type the browser sends do not matter.
    const res = await upload().attach('image', content, { filename: 'photo.txt', contentType: 'text/html' }).expect(201);
    expect(res.body).toEqual({ url: expect.stringMatching(new RegExp(`^/media/uploads/[0-9a-f]{32}\\.${ext}$`)) });
    const url = res.body.url as string;
    expect((await readUpload(url.split('/').pop()!))?.equals(content)).toBe(true);
    const served = await server
      .request()
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => done(null, Buffer.concat(parts)));
      })
      .expect(200);
    expect((served.body as Buffer).equals(content)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': contentType,
      'content-length': String(content.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${url.split('/').pop()}"`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    const etag = served.headers.etag as string;
    await server.request().get(url).set('If-None-Match', etag).expect(304);
    expect((await server.request().head(url).expect(200)).headers['content-type']).toBe(contentType);
  });

  it.each<[string, Buffer, number, string, string]>([
    ['an SVG', SVG, 415, 'UNSUPPORTED_MEDIA_TYPE', 'must be a PNG, JPEG, WebP or AVIF image'],
    ['an HTML page', HTML, 415, 'UNSUPPORTED_MEDIA_TYPE', 'must be a PNG, JPEG, WebP or AVIF image'],
    ['a GIF', GIF, 415, 'UNSUPPORTED_MEDIA_TYPE', 'must be a PNG, JPEG, WebP or AVIF image'],
    [
      'a PNG followed by HTML (a polyglot)',
      Buffer.concat([PNG, HTML]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'must be a plain image without markup or script',
    ],
    [
      'a JPEG carrying script',
      Buffer.concat([JPEG, Buffer.from('<script>alert(1)</script>')]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'must be a plain image without markup or script',
    ],
    [
      'an AVIF carrying an SVG',
      Buffer.concat([AVIF, Buffer.from('<svg/onload=alert(1)>')]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'must be a plain image without markup or script',
    ],
    ['an empty file', Buffer.alloc(0), 400, 'VALIDATION_FAILED', 'must not be an empty file'],
  ])('refuses %s with a stable code and stores nothing', async (_what, content, status, code, detail) => {
    const before = await countUploads();
    const res = await upload().attach('image', content, { filename: 'x.png', contentType: 'image/png' }).expect(status);
    expect(res.body).toMatchObject({ code, details: { image: detail } });
    expect(await countUploads()).toBe(before);
  });

  it('refuses an oversized file (413), a file in another field, two files, and no file (400)', async () => {
    const before = await countUploads();
    const huge = await upload()
      .attach('image', Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]), 'big.png')
      .expect(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const other = await upload().attach('file', PNG, 'a.png').expect(400);
    expect(other.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { image: "Send one file in the multipart field 'image'" } });
    const two = await upload().attach('image', PNG, 'a.png').attach('image', PNG, 'b.png').expect(400);
    expect(two.body.details).toHaveProperty('image');
    const none = await upload().field('caption', 'no file').expect(400);
    expect(none.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { image: "An image is required in the multipart field 'image'" },
    });
    expect((await upload().send({ image: 'data:image/png;base64,AAAA' }).expect(400)).body.details).toHaveProperty('image');
    expect(await countUploads()).toBe(before);
  });
});

describe('GET /media/uploads/:name', () => {
  it('answers 404 for names nobody stored and for names that are not upload names', async () => {
    expect(
      (
        await server
          .request()
          .get(`/media/uploads/${'0'.repeat(32)}.png`)
          .expect(404)
      ).body.code,
    ).toBe('NOT_FOUND');
    await server.request().get('/media/uploads/..%2F..%2Fpackage.json').expect(404);
    await server.request().get('/media/uploads/notes.txt').expect(404);
  });
});

describe('uploads kept on disk before they moved to the database', () => {
  it('are copied in once under the same name, so old URLs keep working; files that are not images are left out', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'nova-legacy-'));
    try {
      await mkdir(join(dataDir, 'uploads'));
      const old = `${'a'.repeat(32)}.png`;
      const gif = `${'b'.repeat(32)}.gif`;
      const fake = `${'c'.repeat(32)}.png`;
      await writeFile(join(dataDir, 'uploads', old), PNG);
      await writeFile(join(dataDir, 'uploads', gif), GIF);
      await writeFile(join(dataDir, 'uploads', fake), HTML);
      const { logger, lines } = captureLogger();
      expect(await importDiskUploads({ dataDir, logger })).toBe(2);
      expect(await importDiskUploads({ dataDir, logger })).toBe(0);
      expect(lines.some((l) => l.name === fake && l.msg?.includes('not the image'))).toBe(true);
      expect((await server.request().get(`/media/uploads/${old}`).expect(200)).headers['content-type']).toBe('image/png');
      expect((await server.request().get(`/media/uploads/${gif}`).expect(200)).headers['content-type']).toBe('image/gif');
      await server.request().get(`/media/uploads/${fake}`).expect(404);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
