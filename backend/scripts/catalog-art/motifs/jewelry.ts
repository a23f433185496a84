/** Jewellery and bullion. */
import { Art, THIN, circle, ellipse, g, path, r, rect, shade, shine, sparkle } from '../svg';
import { gem } from './gem';

/** A gold bangle seen at an angle, with screw heads around it. */
export function bangle(a: Art, o: { metal: string }): string {
  const ring = a.lin([shade(o.metal, 0.55), o.metal, shade(o.metal, -0.35), shade(o.metal, 0.2)], 0, 0, 1, 1);
  const back = ellipse(256, 250, 140, 84, 'none', `stroke="${shade(o.metal, -0.35)}" stroke-width="34"`);
  const front = path(
    'M116 250a140 84 0 0 0 280 0',
    'none',
    `stroke="${ring}" stroke-width="36" stroke-linecap="round"`,
  );
  const screws = [150, 200, 256, 312, 362]
    .map((x) => {
      const y = 250 + 84 * Math.sqrt(Math.max(0, 1 - ((x - 256) / 140) ** 2));
      return circle(x, y, 8, shade(o.metal, -0.1), THIN) + path(`M${r(x - 5)} ${r(y)}h10`, 'none', THIN);
    })
    .join('');
  return back + front + screws + shine('M150 200c40-26 160-30 220 0', 0.4, 6);
}

/** A solitaire ring: metal band and a brilliant-cut stone. */
export function ring(a: Art, o: { metal: string; stone: string; size: number }): string {
  const band =
    ellipse(256, 310, 96, 44, 'none', `stroke="${a.metal(o.metal)}" stroke-width="22"`) +
    ellipse(256, 310, 96, 44, 'none', THIN);
  const head = path('M226 280l-10-54h80l-10 54Z', a.metal(o.metal));
  return band + head + gem(a, 256, 210, o.size, o.stone) + sparkle(300, 180, 14) + sparkle(206, 226, 8);
}

/** A line of small round stones around an oval, like a tennis bracelet. */
export function tennisBracelet(a: Art, o: { metal: string }): string {
  const stone = a.rad(['#ffffff', '#e0f2fe', '#94a3b8'], 0.35, 0.35, 0.6);
  const parts = [ellipse(256, 260, 150, 86, 'none', `stroke="${a.metal(o.metal)}" stroke-width="18"`)];
  for (let i = 0; i < 24; i += 1) {
    const t = (i / 24) * Math.PI * 2;
    const x = 256 + Math.cos(t) * 150;
    const y = 260 + Math.sin(t) * 86;
    const size = 9 + 4 * Math.sin(t);
    parts.push(circle(x, y, size, stone, THIN));
  }
  return parts.join('') + sparkle(380, 300, 14) + sparkle(150, 320, 10);
}

/** A gold bar in perspective, optionally sealed in an assay card. */
export function goldBar(a: Art, o: { scale: number; card: boolean }): string {
  const gold = a.lin(['#fef08a', '#facc15', '#ca8a04', '#fde047'], 0, 0, 1, 1);
  const card = o.card
    ? rect(156, 70, 200, 330, 20, a.body('#1e3a8a', 0.25, 0.3)) +
      rect(176, 90, 160, 220, 12, '#dbeafe', 'fill-opacity=".35"') +
      rect(186, 330, 140, 10, 5, '#93c5fd', '') +
      rect(206, 352, 100, 8, 4, '#93c5fd', '')
    : '';
  const bar =
    path('M196 130h120l20 150H176Z', gold) +
    path('M206 150h100l12 110H194Z', a.lin(['#fde047', '#eab308'], 0, 0, 1, 1), THIN) +
    path('M176 280h160v16H176Z', '#a16207');
  return card + g(`translate(256 210) scale(${o.scale}) translate(-256 -210)`, bar + shine('M210 160l-8 80', 0.5, 6));
}

/** A pair of round brilliant stud earrings seen from above. */
export function studs(a: Art): string {
  const stud = (cx: number, cy: number) => {
    const pts = Array.from({ length: 8 }, (_, i) => {
      const t = (i / 8) * Math.PI * 2 + Math.PI / 8;
      return `${r(cx + Math.cos(t) * 34)} ${r(cy + Math.sin(t) * 34)}`;
    });
    const spokes = pts.map((p) => `M${cx} ${cy}L${p}`).join('');
    return (
      circle(cx, cy, 62, a.rad(['#ffffff', '#e0f2fe', '#7dd3fc', '#64748b'], 0.4, 0.35, 0.65)) +
      path(`M${pts.join('L')}Z${spokes}`, 'none', 'stroke="#fff" stroke-opacity=".7" stroke-width="2"') +
      [45, 135, 225, 315]
        .map((d) => g(`rotate(${d} ${cx} ${cy})`, circle(cx, cy - 62, 8, a.metal('#e5e7eb'), THIN)))
        .join('')
    );
  };
  return stud(186, 230) + stud(330, 290) + sparkle(226, 190, 12) + sparkle(372, 250, 10);
}

/** A chain necklace with a pendant drawn at its lowest point. */
export function necklace(a: Art, o: { metal: string; pendant: 'heart' | 'crystals' }): string {
  const chain = path(
    'M120 80c0 160 70 250 136 250s136-90 136-250',
    'none',
    `stroke="${a.metal(o.metal)}" stroke-width="6" stroke-dasharray="8 4"`,
  );
  if (o.pendant === 'heart') {
    const heart = path(
      'M256 414c-60-40-80-70-80-98 0-24 18-40 40-40 18 0 32 10 40 26 8-16 22-26 40-26 22 0 40 16 40 40 0 28-20 58-80 98Z',
      a.metal(o.metal),
    );
    return (
      chain +
      circle(256, 330, 10, 'none', `stroke="${a.metal(o.metal)}" stroke-width="5"`) +
      heart +
      path('M222 320c10-8 22-8 30 0', 'none', THIN) +
      sparkle(300, 300, 12)
    );
  }
  const crystal = a.rad(['#ffffff', '#bae6fd', '#818cf8', '#1e293b'], 0.4, 0.35, 0.65);
  const stones = Array.from({ length: 7 }, (_, i) => {
    const t = (i - 3) / 3;
    const x = 256 + t * 110;
    const y = 300 + (1 - t * t) * 30;
    const s = 22 - Math.abs(t) * 6;
    return g(
      `translate(${r(x)} ${r(y)}) rotate(22.5)`,
      path(
        `M${r(-s)} ${r(-s * 0.4)}L${r(-s * 0.4)} ${r(-s)}H${r(s * 0.4)}L${r(s)} ${r(-s * 0.4)}V${r(s * 0.4)}L${r(s * 0.4)} ${r(s)}H${r(-s * 0.4)}L${r(-s)} ${r(s * 0.4)}Z`,
        crystal,
        THIN,
      ),
    );
  }).join('');
  return chain + stones + sparkle(330, 250, 12) + sparkle(180, 280, 9);
}

/** A snake-chain charm bracelet with beads. */
export function charmBracelet(a: Art, o: { beads: string[] }): string {
  const chain =
    ellipse(256, 260, 140, 90, 'none', `stroke="${a.metal('#d4d4d8')}" stroke-width="14"`) +
    ellipse(256, 260, 140, 90, 'none', 'stroke="#64748b" stroke-width="14" stroke-dasharray="2 4" stroke-opacity=".5"');
  const beads = o.beads
    .map((c, i) => {
      const t = Math.PI * (0.15 + (i / Math.max(1, o.beads.length - 1)) * 0.7);
      return circle(
        256 + Math.cos(t) * 140,
        260 + Math.sin(t) * 90,
        24,
        a.rad([shade(c, 0.5), c, shade(c, -0.4)], 0.35, 0.35, 0.65),
      );
    })
    .join('');
  const clasp = circle(256, 170, 18, a.metal('#e5e7eb'));
  return chain + clasp + beads;
}

/** A bullion coin with a beaded rim, stars and an eagle. */
export function bullionCoin(a: Art, o: { metal: string }): string {
  const edge = circle(256, 250, 140, shade(o.metal, -0.35)) + circle(256, 244, 140, a.metal(o.metal));
  const inner = circle(
    256,
    244,
    116,
    a.rad([shade(o.metal, 0.4), o.metal, shade(o.metal, -0.2)], 0.4, 0.35, 0.7),
    THIN,
  );
  const stars = Array.from({ length: 13 }, (_, i) => {
    const t = Math.PI * (1.15 + (i / 12) * 0.7);
    return circle(256 + Math.cos(t) * 96, 244 + Math.sin(t) * 96, 4, shade(o.metal, 0.5), '');
  }).join('');
  const eagle =
    path(
      'M256 220c-30-30-70-40-100-30 30 10 50 30 60 56 10 24 26 40 40 44 14-4 30-20 40-44 10-26 30-46 60-56-30-10-70 0-100 30Z',
      shade(o.metal, -0.15),
      THIN,
    ) + path('M246 300l10 30 10-30', shade(o.metal, -0.15), THIN);
  return edge + inner + stars + eagle + shine('M150 180c20-40 60-64 100-70', 0.45, 8);
}
