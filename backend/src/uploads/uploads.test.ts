import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureLogger } from '../../test/logger';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';
import { countUploads, readUpload } from '../core/mediaStore';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../core/imageEncoding';
import { MAX_IMAGE_BYTES } from '../core/uploads';
import { pixelsOf, pngBomb, testImage } from '../../test/images';
import { importDiskUploads } from './legacy';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  adminToken = (await buildUser(server.ctx, { role: 'admin' })).token;
});
afterAll(() => server.stop());

const TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' } as const;
type Type = keyof typeof TYPES;
const images = {} as Record<Type, Buffer>;
let PNG: Buffer;
beforeAll(async () => {
  for (const type of Object.keys(TYPES) as Type[]) images[type] = await testImage(type, { width: 16, height: 12, colour: '#2060c0' });
  PNG = images.png;
});
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 3)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/me")</script></body></html>');

const upload = (token: string | null = adminToken) => {
  const req = server.request().post('/api/admin/upload');
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

/** The stored file behind an upload URL. */
const stored = async (url: string) => (await readUpload(url.split('/').pop()!))!;

/** Each colour channel of `actual` within `tolerance` of `expected` (lossy formats move colours a little). */
async function expectSamePixels(actual: Buffer, expected: Buffer, tolerance: number) {
  const [a, e] = await Promise.all([pixelsOf(actual), pixelsOf(expected)]);
  expect([a.width, a.height]).toEqual([e.width, e.height]);
  const worst = a.rgb.reduce((max, v, i) => Math.max(max, Math.abs(v - e.rgb[i]!)), 0);
  expect(worst).toBeLessThanOrEqual(tolerance);
}

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

  it.each(Object.keys(TYPES) as Type[])(
    'stores a %s by its content, re-encoded, under a new name and serves it as an image only',
    async (type) => {
      const content = images[type];
      const contentType = TYPES[type];
      // The name and declared type the browser sends do not matter.
      const res = await upload().attach('image', content, { filename: 'photo.txt', contentType: 'text/html' }).expect(201);
      expect(res.body).toEqual({ url: expect.stringMatching(new RegExp(`^/media/uploads/[0-9a-f]{32}\\.${type}$`)) });
      const url = res.body.url as string;
      const file = await stored(url);
      await expectSamePixels(file, content, type === 'png' ? 0 : 8);
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
      expect((served.body as Buffer).equals(file)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': contentType,
        'content-length': String(file.length),
        'x-content-type-options': 'nosniff',
        'content-disposition': `inline; filename="${url.split('/').pop()}"`,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      const etag = served.headers.etag as string;
      await server.request().get(url).set('If-None-Match', etag).expect(304);
      expect((await server.request().head(url).expect(200)).headers['content-type']).toBe(contentType);
    },
  );

  it.each<[string, Type, Buffer, string]>([
    ['a PNG followed by an <img onerror> tag', 'png', Buffer.from('<img src=x onerror=alert(document.cookie)>', 'latin1'), 'onerror'],
    ['a PNG followed by UTF-16 markup', 'png', Buffer.from('<html><svg onload=alert(1)></svg></html>', 'utf16le'), 'onload'],
    ['a JPEG followed by a PHP short tag', 'jpg', Buffer.from('<?= system($_GET["c"]); ?>', 'latin1'), 'system('],
    ['a WebP followed by a whole HTML page', 'webp', HTML, 'fetch('],
    ['an AVIF followed by an SVG', 'avif', Buffer.from('<svg/onload=alert(1)>', 'latin1'), 'onload'],
  ])('keeps only the pixels of %s (a polyglot): the stored file is the re-encoded image', async (_what, type, tail, marker) => {
    const polyglot = Buffer.concat([images[type], tail]);
    const res = await upload()
      .attach('image', polyglot, { filename: `x.${type}`, contentType: TYPES[type] })
      .expect(201);
    const file = await stored(res.body.url);
    for (const encoding of ['latin1', 'utf16le'] as const) expect(file.toString(encoding)).not.toContain(marker);
    expect(file.equals(polyglot)).toBe(false);
    await expectSamePixels(file, images[type], type === 'png' ? 0 : 8);
  });

  it('strips EXIF and other metadata (a camera, an owner, a location)', async () => {
    const photo = await testImage('jpg', { exif: true });
    expect(photo.toString('latin1')).toContain('SecretCam');
    const res = await upload().attach('image', photo, 'photo.jpg').expect(201);
    const file = await stored(res.body.url);
    expect(file.toString('latin1')).not.toContain('SecretCam');
    expect(file.toString('latin1')).not.toContain('owner@example.com');
    expect((await sharp(file).metadata()).exif).toBeUndefined();
  });

  it('refuses a decompression bomb from its header with 413 and stores nothing', async () => {
    const before = await countUploads();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    const res = await upload().attach('image', bomb, 'bomb.png').expect(413);
    expect(res.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is too large: 100000 x 100000 pixels.',
      details: { image: `must have at most ${MAX_IMAGE_PIXELS} pixels (4096 x 4096)` },
    });
    // One pixel row and column over the bound is refused too.
    expect((await upload().attach('image', pngBomb(4097), 'big.png').expect(413)).body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await countUploads()).toBe(before);
  });

  it.each<[string, () => Buffer, number, string, string]>([
    ['an SVG', () => SVG, 415, 'UNSUPPORTED_MEDIA_TYPE', 'must be a PNG, JPEG, WebP or AVIF image'],
    ['an HTML page', () => HTML, 415, 'UNSUPPORTED_MEDIA_TYPE', 'must be a PNG, JPEG, WebP or AVIF image'],
    ['a GIF', () => GIF, 415, 'UNSUPPORTED_MEDIA_TYPE', 'must be a PNG, JPEG, WebP or AVIF image'],
    [
      "a PNG's first bytes followed by HTML (no image)",
      () => Buffer.concat([PNG.subarray(0, 8), HTML]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'must be a readable PNG, JPEG, WebP or AVIF image',
    ],
    [
      'a truncated JPEG',
      () => images.jpg.subarray(0, 40),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'must be a readable PNG, JPEG, WebP or AVIF image',
    ],
    ['an empty file', () => Buffer.alloc(0), 400, 'VALIDATION_FAILED', 'must not be an empty file'],
  ])('refuses %s with a stable code and stores nothing', async (_what, content, status, code, detail) => {
    const before = await countUploads();
    const res = await upload().attach('image', content(), { filename: 'x.png', contentType: 'image/png' }).expect(status);
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
  it('are copied in once under the same name, re-encoded, so old URLs keep working; files that are not images are left out', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'nova-legacy-'));
    try {
      await mkdir(join(dataDir, 'uploads'));
      const old = `${'a'.repeat(32)}.png`;
      const gif = `${'b'.repeat(32)}.gif`;
      const fake = `${'c'.repeat(32)}.png`;
      const broken = `${'d'.repeat(32)}.png`;
      const frames = await Promise.all(['#ff0000', '#0000ff'].map((colour) => testImage('png', { width: 8, height: 6, colour })));
      const animated = await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
      await writeFile(join(dataDir, 'uploads', old), Buffer.concat([PNG, Buffer.from('<img src=x onerror=alert(1)>')]));
      await writeFile(join(dataDir, 'uploads', gif), animated);
      await writeFile(join(dataDir, 'uploads', fake), HTML);
      await writeFile(join(dataDir, 'uploads', broken), Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]));
      const { logger, lines } = captureLogger();
      expect(await importDiskUploads({ dataDir, logger })).toBe(2);
      expect(await importDiskUploads({ dataDir, logger })).toBe(0);
      expect(lines.some((l) => l.name === fake && l.msg?.includes('not the image'))).toBe(true);
      expect(lines.some((l) => l.name === broken && l.msg?.includes('could not be decoded'))).toBe(true);
      expect((await server.request().get(`/media/uploads/${old}`).expect(200)).headers['content-type']).toBe('image/png');
      expect((await readUpload(old))!.toString('latin1')).not.toContain('onerror');
      expect((await server.request().get(`/media/uploads/${gif}`).expect(200)).headers['content-type']).toBe('image/gif');
      // An old animated GIF keeps its frames.
      expect((await sharp((await readUpload(gif))!, { animated: true }).metadata()).pages).toBe(2);
      await server.request().get(`/media/uploads/${fake}`).expect(404);
      await server.request().get(`/media/uploads/${broken}`).expect(404);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
