/** A faceted brilliant-cut gem seen from the side, used by jewellery, emblems and free-box levels. */
import { Art, LINE, path, r, shade } from '../svg';

/** A gem centred on its girdle at (cx, cy), `w` wide. */
export function gem(a: Art, cx: number, cy: number, w: number, color: string): string {
  const hw = w / 2;
  const crown = w * 0.22;
  const depth = w * 0.6;
  const table = [-0.56, -0.19, 0.19, 0.56].map((t) => [cx + t * hw, cy - crown] as const);
  const girdle = [-1, -0.5, 0, 0.5, 1].map((t) => [cx + t * hw, cy] as const);
  const tip = [cx, cy + depth] as const;
  const tones = [0.55, 0.1, 0.35, -0.15, 0.45, -0.05, 0.25, -0.3];
  const tri = (pts: (readonly [number, number])[], tone: number) =>
    `<path d="M${pts.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z" fill="${shade(color, tone)}"/>`;
  const facets: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const g0 = girdle[i]!;
    const g1 = girdle[i + 1]!;
    const t0 = table[Math.max(0, i - 1)]!;
    const t1 = table[Math.min(3, i)]!;
    facets.push(tri([g0, t1, g1], tones[i]!));
    if (i > 0) facets.push(tri([g0, t0, t1], tones[i + 4]!));
    facets.push(tri([g0, g1, tip], tones[(i + 3) % 8]!));
  }
  const outline = `M${r(cx - hw)} ${r(cy)}L${r(table[0]![0])} ${r(cy - crown)}H${r(table[3]![0])}L${r(cx + hw)} ${r(cy)}L${r(cx)} ${r(cy + depth)}Z`;
  const tableFill = a.lin([shade(color, 0.7), shade(color, 0.25)], 0, 0, 1, 1);
  const tableRect = `<path d="M${r(table[0]![0])} ${r(cy - crown)}H${r(table[3]![0])}L${r(table[2]![0])} ${r(cy - crown * 0.35)}H${r(table[1]![0])}Z" fill="${tableFill}" fill-opacity=".8"/>`;
  return facets.join('') + tableRect + path(outline, 'none', LINE);
}

/** A smooth, domed cabochon (opal, jade) centred at (cx, cy), `w` wide. */
export function cabochon(a: Art, cx: number, cy: number, w: number, color: string): string {
  const rx = w / 2;
  const ry = w * 0.36;
  const dome = a.rad([shade(color, 0.75), shade(color, 0.25), color, shade(color, -0.45)], 0.38, 0.3, 0.75);
  return (
    `<ellipse cx="${r(cx)}" cy="${r(cy + ry * 0.18)}" rx="${r(rx)}" ry="${r(ry)}" fill="${shade(color, -0.55)}"/>` +
    `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${dome}" ${LINE}/>` +
    `<ellipse cx="${r(cx - rx * 0.35)}" cy="${r(cy - ry * 0.45)}" rx="${r(rx * 0.3)}" ry="${r(ry * 0.18)}" fill="#fff" fill-opacity=".55"/>`
  );
}
