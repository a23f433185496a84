import { randomBytes } from 'node:crypto';
import { checkImage, MAX_IMAGE_BYTES, sniffImage } from './uploads';

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
  it('accepts images by their first bytes, whatever the rest holds, as long as it is not markup', () => {
    // Noise stands in for compressed pixel data: it must not look like markup by accident.
    for (const seed of [1, 2, 3])
      expect(checkImage('image', file(Buffer.concat([PNG_HEAD, noise(MAX_IMAGE_BYTES - 8, seed)])))).toBe('png');
  });

  it.each([
    '<script src=//evil.example></script>',
    '<SCRIPT>alert(1)</SCRIPT>',
    '<!DOCTYPE html><p>hi',
    '<html>',
    '<body onload=x()>',
    '<svg/onload=alert(1)>',
    '<iframe src=x>',
    '<?php echo 1;',
    'url(javascript:alert(1))',
  ])('refuses an image that also carries %j (a polyglot)', (markup) => {
    const polyglot = Buffer.concat([PNG_HEAD, randomBytes(512), Buffer.from(markup, 'latin1'), randomBytes(512)]);
    expect(() => checkImage('avatar', file(polyglot))).toThrow(
      expect.objectContaining({ status: 415, details: { avatar: expect.any(String) } }),
    );
  });

  it('refuses content that is not an accepted image, naming the field', () => {
    expect(() => checkImage('reviewImages.2', file(Buffer.from('just text, not an image')))).toThrow(
      expect.objectContaining({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', details: { 'reviewImages.2': expect.any(String) } }),
    );
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
