/** Free-box level art: an open box in the level's colours with its gem floating in the light. */
import type { SeedFreeBoxLevel } from '../../src/seed/types';
import { backdrop } from './frame';
import { mysteryBox } from './boxes';
import { cabochon, gem } from './motifs/gem';
import { Art, circle, shade, sparkle } from './svg';

const LEVEL_COLORS: Record<number, { gem: string; box: string; bg: string; cabochon?: boolean; flecks?: string[] }> = {
  1: {
    gem: '#312e81',
    box: '#1f2937',
    bg: '#4c1d95',
    cabochon: true,
    flecks: ['#22d3ee', '#a3e635', '#f472b6', '#fbbf24'],
  },
  2: { gem: '#10b981', box: '#065f46', bg: '#059669' },
  3: { gem: '#e11d48', box: '#881337', bg: '#be123c' },
  4: { gem: '#f472b6', box: '#9d174d', bg: '#db2777' },
  5: { gem: '#6ee7b7', box: '#14532d', bg: '#65a30d', cabochon: true },
  6: { gem: '#3b82f6', box: '#1e3a8a', bg: '#2563eb' },
};

/** The art for one free-box level. */
export function levelArt(level: SeedFreeBoxLevel): string {
  const colors = LEVEL_COLORS[level.level];
  if (!colors) throw new Error(`no colours for level ${level.level}`);
  const art = new Art();
  const badge = gem(art, 0, -6, 56, colors.gem);
  const big = colors.cabochon ? cabochon(art, 256, 140, 200, colors.gem) : gem(art, 256, 120, 190, colors.gem);
  const flecks = (colors.flecks ?? [])
    .flatMap((c, i) => [
      circle(206 + i * 30, 128 + (i % 2) * 22, 8, c, 'fill-opacity=".75"'),
      circle(222 + i * 22, 160 - (i % 2) * 14, 5, c, 'fill-opacity=".7"'),
    ])
    .join('');
  const stars = [sparkle(110, 90, 18), sparkle(404, 80, 14), sparkle(424, 300, 10), sparkle(88, 300, 9)].join('');
  const body = mysteryBox(art, colors.box, shade(colors.gem, 0.1), badge, big + flecks);
  return art.render(backdrop(art, colors.bg, shade(colors.bg, -0.8), 0.07) + body + stars);
}
