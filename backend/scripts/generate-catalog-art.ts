/**
 * Writes the catalog's SVG art to `backend/assets/catalog/` (boxes/, prizes/, levels/) from the seed data and the
 * drawings in `catalog-art/`. Run with `npx tsx backend/scripts/generate-catalog-art.ts` (after `npx tsc -b protocol`,
 * since `@nova/protocol` resolves to its build) and commit the outputs. Stale files in those folders are removed, so
 * the folders always match the seed data. Type-check the scripts with `npx tsc -p backend/scripts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Rarity } from '@nova/protocol';
import { CATALOG } from '../src/seed/catalog';
import { FREE_BOX_LEVEL_SEEDS } from '../src/seed/freeBoxLevels';
import { CATALOG_ASSETS_DIR, type CatalogImageKind } from '../src/seed/assets';
import { Art } from './catalog-art/svg';
import { prizeFrame } from './catalog-art/frame';
import { PRIZE_ART } from './catalog-art/prizes';
import { boxArt } from './catalog-art/boxes';
import { levelArt } from './catalog-art/levels';

const MAX_BYTES = 6 * 1024;

function prizeImages(): Map<string, Rarity> {
  const images = new Map<string, Rarity>();
  const order: Rarity[] = ['legendary', 'epic', 'rare', 'uncommon', 'common', 'none'];
  for (const box of CATALOG) {
    for (const prize of box.prizes) {
      const seen = images.get(prize.image);
      // An item shared by several boxes is drawn once, on the background of its rarest appearance.
      if (seen === undefined || order.indexOf(prize.rarity) < order.indexOf(seen))
        images.set(prize.image, prize.rarity);
    }
  }
  return images;
}

function write(kind: CatalogImageKind, files: Map<string, string>): string[] {
  const dir = path.join(CATALOG_ASSETS_DIR, kind);
  fs.mkdirSync(dir, { recursive: true });
  for (const stale of fs.readdirSync(dir)) {
    if (stale.endsWith('.svg') && !files.has(stale)) fs.rmSync(path.join(dir, stale));
  }
  const problems: string[] = [];
  for (const [file, svg] of files) {
    fs.writeFileSync(path.join(dir, file), svg);
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) problems.push(`${kind}/${file} is ${bytes} bytes (limit ${MAX_BYTES})`);
  }
  console.log(`${kind}: ${files.size} files`);
  return problems;
}

function main(): void {
  const problems: string[] = [];
  const prizes = new Map<string, string>();
  for (const [file, rarity] of prizeImages()) {
    const draw = PRIZE_ART[file];
    if (!draw) {
      problems.push(`no drawing for prizes/${file}`);
      continue;
    }
    const art = new Art();
    prizes.set(file, art.render(prizeFrame(art, rarity, draw(art))));
  }
  const boxes = new Map(CATALOG.map((box) => [box.image, boxArt(box)]));
  const levels = new Map(FREE_BOX_LEVEL_SEEDS.map((level) => [level.image, levelArt(level)]));
  problems.push(...write('prizes', prizes), ...write('boxes', boxes), ...write('levels', levels));
  const unused = Object.keys(PRIZE_ART).filter((file) => !prizes.has(file));
  if (unused.length > 0) console.warn(`drawings not used by the catalog: ${unused.join(', ')}`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

main();
