/** Box art: a lidded mystery box tinted per box, glowing from inside, with its category's emblem. */
import type { SeedBox } from '../../src/seed/types';
import { CATEGORY_COLORS, backdrop } from './frame';
import { EMBLEMS } from './emblems';
import { Art, THIN, circle, g, mix, path, shade, sparkle } from './svg';

/** Per-box colours: body tint and ribbon. */
const BOX_COLORS: Record<string, { tint: string; ribbon: string }> = {
  'apple-vault': { tint: '#cbd5e1', ribbon: '#0ea5e9' },
  'gadget-grab': { tint: '#22d3ee', ribbon: '#f59e0b' },
  'console-wars': { tint: '#6366f1', ribbon: '#22c55e' },
  'gamer-loot': { tint: '#a855f7', ribbon: '#f43f5e' },
  'pro-streamer': { tint: '#d946ef', ribbon: '#22d3ee' },
  'watch-vault': { tint: '#1e293b', ribbon: '#eab308' },
  'lap-of-luxury': { tint: '#7f1d1d', ribbon: '#fbbf24' },
  'diamond-heist': { tint: '#e2e8f0', ribbon: '#38bdf8' },
  sneakerhead: { tint: '#f97316', ribbon: '#18181b' },
  'streetwear-drop': { tint: '#ef4444', ribbon: '#fafafa' },
  'designer-closet': { tint: '#f9a8d4', ribbon: '#b45309' },
  'bitcoin-whale': { tint: '#f7931a', ribbon: '#1e3a8a' },
  'crypto-starter': { tint: '#14b8a6', ribbon: '#8b5cf6' },
  'pokemon-vault': { tint: '#facc15', ribbon: '#dc2626' },
  'hall-of-fame': { tint: '#1d4ed8', ribbon: '#dc2626' },
  'brick-builder': { tint: '#dc2626', ribbon: '#facc15' },
};

/** The open box body with glow and ribbon; `lid` is drawn above it. */
export function mysteryBox(art: Art, tint: string, ribbon: string, badge: string, lid: string): string {
  const front = art.body(tint, 0.2, 0.2);
  const side = art.lin([shade(tint, -0.25), shade(tint, -0.45)], 0, 0, 1, 1);
  const inside = art.rad(
    [
      [0, '#ffffff'],
      [0.5, '#fef9c3'],
      [1, mix(tint, '#fde68a', 0.5)],
    ],
    0.5,
    0.6,
    0.7,
  );
  const beam = art.lin([
    [0, '#fffbeb', 0],
    [0.7, '#fffbeb', 0.55],
    [1, '#ffffff', 0.85],
  ]);
  const rib = art.body(ribbon, 0.25, 0.25);
  return [
    path('M150 236L30 20H470L392 206Z', beam, ''),
    path('M120 240H330L392 206H182Z', inside),
    path('M120 240H330V410H120Z', front),
    path('M330 240L392 206V372L330 410Z', side),
    path('M203 240h44v170h-44Z', rib, THIN),
    path('M352 228l18-10v166l-18 11Z', shade(ribbon, -0.25), THIN),
    g('translate(225 330)', circle(0, 0, 44, shade(ribbon, -0.2)) + g('scale(.95)', badge)),
    path('M130 250V400', 'none', 'stroke="#fff" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"'),
    lid,
  ].join('');
}

/** The floating, tilted lid with its ribbon and bow. */
export function lid(art: Art, tint: string, ribbon: string): string {
  const top = art.lin([shade(tint, 0.35), shade(tint, 0.05)], 0, 0, 1, 1);
  const rib = art.body(ribbon, 0.25, 0.25);
  const bow =
    path('M225 120c-40-40-80-30-70-4 8 18 40 16 70 4Z', rib) +
    path('M225 120c40-46 84-40 76-12-6 20-42 20-76 12Z', rib) +
    circle(225, 120, 12, shade(ribbon, -0.1));
  const body = [
    path('M108 160H342L404 126H170Z', top),
    path('M108 160H342V190H108Z', art.body(tint, 0.1, 0.25)),
    path('M342 160L404 126V156L342 190Z', shade(tint, -0.4)),
    path('M199 160h52v30h-52Z', rib, THIN),
    path('M199 160h52l62-34h-52Z', shade(ribbon, 0.15), THIN),
    bow,
  ].join('');
  return g('rotate(-8 256 160) translate(0 -6)', body);
}

const BOX_SPARKLES: [number, number, number][] = [
  [84, 120, 18],
  [430, 96, 14],
  [448, 300, 11],
  [70, 300, 10],
];

/** The art for one box. */
export function boxArt(box: SeedBox): string {
  const colors = BOX_COLORS[box.slug];
  if (!colors) throw new Error(`no colours for box ${box.slug}`);
  const art = new Art();
  const accent = CATEGORY_COLORS[box.category];
  const sparkles = BOX_SPARKLES.map(([x, y, s]) => sparkle(x, y, s)).join('');
  const body = mysteryBox(art, colors.tint, colors.ribbon, EMBLEMS[box.category], lid(art, colors.tint, colors.ribbon));
  return art.render(backdrop(art, accent, shade(accent, -0.8), 0.06) + body + sparkles);
}
