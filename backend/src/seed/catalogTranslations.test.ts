import fs from 'node:fs';
import path from 'node:path';
import { CATALOG } from './catalog';

/** The front end's English `catalog` namespace: the source every other language is checked against. */
const EN_CATALOG = path.resolve(__dirname, '../../../frontend/src/i18n/locales/en/catalog.json');

interface CatalogFile {
  boxes: Record<string, { name: string; description: string }>;
}

describe('catalog translations', () => {
  const file = JSON.parse(fs.readFileSync(EN_CATALOG, 'utf8')) as CatalogFile;

  it('has an English entry for every seeded box, matching its seeded name and description', () => {
    for (const box of CATALOG) {
      expect({ slug: box.slug, ...file.boxes[box.slug] }).toEqual({ slug: box.slug, name: box.name, description: box.description });
    }
  });

  it('has no entry for a slug the seed no longer has', () => {
    expect(Object.keys(file.boxes).sort()).toEqual(CATALOG.map((box) => box.slug).sort());
  });
});
