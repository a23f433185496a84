import path from 'node:path';

/** The kinds of catalog image, each a folder under `backend/assets/catalog/`. */
export type CatalogImageKind = 'boxes' | 'prizes' | 'levels';

/** The folder holding the catalog images (the same relative place from `src/seed` and `dist/seed`). */
export const CATALOG_ASSETS_DIR = path.resolve(__dirname, '..', '..', 'assets', 'catalog');

/** The URL prefix the app serves `CATALOG_ASSETS_DIR` under. */
export const CATALOG_MEDIA_PREFIX = '/media/catalog';

/** The file on disk for a seeded image name. */
export function catalogAssetPath(kind: CatalogImageKind, file: string): string {
  return path.join(CATALOG_ASSETS_DIR, kind, file);
}

/** The public URL for a seeded image name, e.g. `/media/catalog/prizes/nothing.svg`. */
export function catalogImageUrl(kind: CatalogImageKind, file: string): string {
  return `${CATALOG_MEDIA_PREFIX}/${kind}/${file}`;
}
