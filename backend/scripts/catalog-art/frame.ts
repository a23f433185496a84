import type { BoxCategory, Rarity } from '@nova/protocol';
import { Art, circle, ellipse, mix, r, shade, sparkle } from './svg';

/** Background colours per rarity: [centre, edge]. */
export const RARITY_COLORS: Record<Rarity, [string, string]> = {
  legendary: ['#fbbf24', '#7c2d12'],
  epic: ['#c084fc', '#3b0764'],
  rare: ['#60a5fa', '#172554'],
  uncommon: ['#4ade80', '#052e16'],
  common: ['#94a3b8', '#1e293b'],
  none: ['#6b7280', '#111827'],
};

/** The colour that identifies each category on box art. */
export const CATEGORY_COLORS: Record<BoxCategory, string> = {
  Tech: '#06b6d4',
  Gaming: '#8b5cf6',
  Luxury: '#eab308',
  Fashion: '#ec4899',
  Crypto: '#f97316',
  Collectibles: '#ef4444',
};

function sunburst(color: string, opacity: number, rays = 16): string {
  const parts: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = a0 + Math.PI / rays;
    const x0 = 256 + Math.cos(a0) * 420;
    const y0 = 236 + Math.sin(a0) * 420;
    const x1 = 256 + Math.cos(a1) * 420;
    const y1 = 236 + Math.sin(a1) * 420;
    parts.push(`M256 236L${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}Z`);
  }
  return `<path d="${parts.join('')}" fill="${color}" fill-opacity="${opacity}"/>`;
}

/** A backdrop: radial gradient, optional rays, a halo behind the subject and a floor shadow. */
export function backdrop(art: Art, centre: string, edge: string, rays: number): string {
  const bg = art.rad([shade(centre, 0.15), centre, mix(centre, edge, 0.55), edge], 0.5, 0.42, 0.78);
  const halo = art.rad([
    [0, '#ffffff', 0.45],
    [0.55, '#ffffff', 0.12],
    [1, '#ffffff', 0],
  ]);
  const floor = art.rad([
    [0, '#000000', 0.5],
    [1, '#000000', 0],
  ]);
  return [
    `<rect width="512" height="512" fill="${bg}"/>`,
    rays > 0 ? sunburst('#ffffff', rays) : '',
    circle(256, 236, 200, halo, ''),
    ellipse(256, 414, 170, 26, floor, ''),
  ].join('');
}

const SPARKLES: [number, number, number][] = [
  [92, 104, 16],
  [424, 132, 12],
  [408, 372, 10],
  [110, 338, 9],
  [438, 250, 7],
];

/** The prize background for a rarity, with the subject drawn on top. */
export function prizeFrame(art: Art, rarity: Rarity, subject: string): string {
  const [centre, edge] = RARITY_COLORS[rarity];
  const rays = rarity === 'legendary' ? 0.09 : rarity === 'epic' ? 0.05 : 0;
  const sparkles =
    rarity === 'legendary'
      ? SPARKLES
      : rarity === 'epic'
        ? SPARKLES.slice(0, 3)
        : rarity === 'rare'
          ? SPARKLES.slice(0, 1)
          : [];
  return backdrop(art, centre, edge, rays) + subject + sparkles.map(([x, y, s]) => sparkle(x, y, s)).join('');
}
