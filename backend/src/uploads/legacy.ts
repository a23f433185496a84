import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../context';
import { findUpload, putUpload } from '../core/mediaStore';
import { reencodeImage } from '../core/imageEncoding';
import { LEGACY_IMAGE_TYPES, sniffImage, UPLOAD_NAME } from '../core/uploads';

/**
 * Uploads stored on this node's disk before they moved to the database (`<DATA_DIR>/uploads/<name>`) are copied into
 * it under the same name at start, so their `/media/uploads/<name>` URLs keep working on every node. Each file is
 * copied once (a name already in the database is skipped), re-encoded like every upload (`reencodeImage`: pixels
 * only; a GIF keeps its frames); files that are not images by their content, or cannot be decoded, are left out and
 * logged. The files on disk are left as they are.
 */
export async function importDiskUploads(ctx: Pick<AppContext, 'dataDir' | 'logger'>): Promise<number> {
  if (!ctx.dataDir) return 0;
  const dir = join(ctx.dataDir, 'uploads');
  const names = await readdir(dir).catch(() => [] as string[]);
  let imported = 0;
  for (const name of names) {
    if (!UPLOAD_NAME.test(name) || (await findUpload(name))) continue;
    const content = await readFile(join(dir, name));
    const type = sniffImage(content);
    if (!type || !name.endsWith(`.${type}`)) {
      ctx.logger.warn({ name }, 'an old upload on disk is not the image its name says; not served');
      continue;
    }
    const clean = await reencodeImage('image', content, type).catch(() => null);
    if (!clean) {
      ctx.logger.warn({ name }, 'an old upload on disk could not be decoded as an image; not served');
      continue;
    }
    await putUpload(name, clean, { contentType: LEGACY_IMAGE_TYPES[type] });
    imported += 1;
  }
  if (imported > 0) ctx.logger.info({ imported }, 'copied uploads from disk into the database');
  return imported;
}
