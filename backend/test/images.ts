import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The upload types tests send, by the extension the shop stores them under. */
export type TestImageType = 'png' | 'jpg' | 'webp' | 'avif' | 'gif';

/**
 * A real image of one colour (uploads are decoded and re-encoded, so a fixture must be an image a decoder reads, not
 * just the type's first bytes). Small by default; `exif` adds an EXIF block (a camera's make and a GPS tag).
 */
export async function testImage(
  type: TestImageType,
  { width = 8, height = 8, colour = '#3366cc', exif = false }: { width?: number; height?: number; colour?: string; exif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: colour } });
  if (exif) image = image.withExif({ IFD0: { Make: 'SecretCam', Copyright: 'owner@example.com' }, IFD3: { GPSLatitudeRef: 'N' } });
  const format = type === 'jpg' ? 'jpeg' : type;
  return image.toFormat(format).toBuffer();
}

/** The decoded pixels of an image (RGB), to compare an upload with what was stored. */
export async function pixelsOf(content: Buffer): Promise<{ width: number; height: number; rgb: Buffer }> {
  const { data, info } = await sharp(content).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: data };
}

/**
 * A decompression bomb: a small, valid PNG file whose header claims `side` x `side` one-bit pixels (100,000 x 100,000
 * is 10 gigapixels, 1.25 GB decoded) with a tiny compressed stream behind it.
 */
export function pngBomb(side = 100_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // one-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
