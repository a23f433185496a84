import sharp from 'sharp';
import { pngBomb, testImage } from '../../test/images';
import { MAX_IMAGE_PIXELS } from './imageEncoding';
import { checkImage, MAX_IMAGE_BYTES, prepareImage, sniffImage } from './uploads';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const file = (buffer: Buffer) => ({ buffer }) as Express.Multer.File;

/** Pseudo-random bytes from a fixed seed (xorshift32), so the test sees the same data every run. */
function noise(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

describe('checkImage', () => {
  it('tells the type by the first bytes only (the content is decoded by prepareImage)', () => {
    expect(checkImage('image', file(Buffer.concat([PNG_HEAD, noise(MAX_IMAGE_BYTES - 8, 1)])))).toBe('png');
  });

  it('refuses content that is not an accepted image, naming the field', () => {
    expect(() => checkImage('reviewImages.2', file(Buffer.from('just text, not an image')))).toThrow(
      expect.objectContaining({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', details: { 'reviewImages.2': expect.any(String) } }),
    );
  });
});

describe('prepareImage', () => {
  it.each([
    '<script src=//evil.example></script>',
    '<SCRIPT>alert(1)</SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<?= `id` ?>',
    '<?php echo 1;',
  ])('keeps only the pixels of an image followed by %j (a polyglot)', async (markup) => {
    const png = await testImage('png');
    const prepared = await prepareImage('avatar', file(Buffer.concat([png, Buffer.from(markup, 'latin1')])));
    expect(prepared.type).toBe('png');
    expect(prepared.content.toString('latin1')).not.toContain(markup);
  });

  it('refuses an image whose pixels spell markup once encoded (they survive re-encoding), naming the field', async () => {
    // Noise does not compress, so the encoder stores the pixel bytes as they are: script hidden in the pixels is
    // still there after re-encoding, and the stored file would carry it.
    const [width, height] = [64, 64];
    const pixels = noise(width * height * 3, 7);
    pixels.write('<script>alert(1)</script>', width * 3 * 10 + 5, 'latin1');
    const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await expect(prepareImage('avatar', file(png))).rejects.toMatchObject({
      status: 415,
      details: { avatar: 'must be a plain image without markup or script' },
    });
  });

  it('refuses a decompression bomb (413) and bytes that only start like an image (415), naming the field', async () => {
    await expect(prepareImage('prizeImage', file(pngBomb()))).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      details: { prizeImage: `must have at most ${MAX_IMAGE_PIXELS} pixels (4096 x 4096)` },
    });
    await expect(prepareImage('prizeImage', file(Buffer.concat([PNG_HEAD, noise(512, 3)])))).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: { prizeImage: 'must be a readable PNG, JPEG, WebP or AVIF image' },
    });
  });
});

describe('sniffImage and the accepted types', () => {
  const ftyp = (major: string, compatible: string[]) => {
    const brands = Buffer.from([major, '\0\0\0\0', ...compatible].join(''), 'latin1');
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + brands.length);
    return Buffer.concat([size, Buffer.from('ftyp', 'latin1'), brands, Buffer.alloc(32, 7)]);
  };

  it('recognises AVIF by its ftyp brands (major or compatible), not other ISO-BMFF files', () => {
    expect(checkImage('image', file(ftyp('avif', ['mif1', 'miaf'])))).toBe('avif');
    expect(checkImage('image', file(ftyp('mif1', ['avif'])))).toBe('avif');
    expect(checkImage('image', file(ftyp('avis', ['msf1'])))).toBe('avif');
    for (const other of [ftyp('isom', ['mp42']), ftyp('heic', ['mif1'])]) {
      expect(() => checkImage('image', file(other))).toThrow(expect.objectContaining({ status: 415 }));
    }
  });

  it('recognises GIF (for files stored before) but no longer accepts it, and refuses empty files with 400', () => {
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(16)]);
    expect(sniffImage(gif)).toBe('gif');
    expect(() => checkImage('image', file(gif))).toThrow(expect.objectContaining({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' }));
    expect(() => checkImage('image', file(Buffer.alloc(0)))).toThrow(expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED' }));
  });
});
