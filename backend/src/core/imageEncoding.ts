import sharp from 'sharp';
import { ErrorCode } from '@nova/protocol';
import { AppError } from './errors';
import type { StoredImageType } from './uploads';

// Uploads are decoded once each: libvips' operation cache would only hold their pixels in memory for nothing.
sharp.cache(false);

/** Most pixels an uploaded image may have (width x height, every frame of an animation counted): 4096 x 4096. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

/**
 * The encoder of each stored type. JPEG and WebP at quality 90 and AVIF at 60 look like their source at the sizes
 * the shop shows; AVIF at effort 1 encodes a photo in well under a second (the default effort takes over ten).
 */
const ENCODERS: Record<StoredImageType, (image: sharp.Sharp) => sharp.Sharp> = {
  png: (image) => image.png(),
  jpg: (image) => image.jpeg({ quality: 90 }),
  webp: (image) => image.webp({ quality: 90 }),
  avif: (image) => image.avif({ quality: 60, effort: 1 }),
  gif: (image) => image.gif(),
};

const unreadable = (field: string) =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The image could not be read.', {
    [field]: 'must be a readable PNG, JPEG, WebP or AVIF image',
  });

/**
 * Decodes an image and encodes its pixels again in the same format, so what is stored holds pixels and nothing else:
 * bytes after the image's end, comments, EXIF and other metadata (the orientation is applied to the pixels first),
 * and any other chunk a polyglot hides markup in are gone. Only the first frame of an animated WebP or AVIF is kept;
 * a GIF (only old uploads copied in from disk) keeps its frames. An image of more than MAX_IMAGE_PIXELS is refused from
 * its header, before its pixels are decoded (413 PAYLOAD_TOO_LARGE); one that cannot be decoded is 415
 * UNSUPPORTED_MEDIA_TYPE. Both name `field`.
 */
export async function reencodeImage(field: string, content: Buffer, type: StoredImageType): Promise<Buffer> {
  const animated = type === 'gif';
  // The header alone: no pixel is decoded here, so it is read whatever size it claims.
  const meta = await sharp(content, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw unreadable(field);
  const pixels = meta.width * meta.height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `The image is too large: ${meta.width} x ${meta.height} pixels.`, {
      [field]: `must have at most ${MAX_IMAGE_PIXELS} pixels (4096 x 4096)`,
    });
  }
  try {
    const image = sharp(content, { animated, limitInputPixels: MAX_IMAGE_PIXELS });
    return await ENCODERS[type](animated ? image : image.autoOrient()).toBuffer();
  } catch {
    throw unreadable(field);
  }
}
