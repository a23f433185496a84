/** Trading cards: graded slabs, sealed boxes and booster packs. */
import { Art, THIN, circle, g, path, rect, shade, shine } from '../svg';

export type CardArt = 'flame' | 'moon' | 'basketball' | 'baseball' | 'football' | 'swirl' | 'bolt' | 'prism' | 'star';

/** A small illustration drawn around (0, 0), about 100 units across. */
export function cardArt(a: Art, art: CardArt): string {
  switch (art) {
    case 'flame':
      return path(
        'M0-46c30 30 40 50 30 76-6 16-20 22-30 22s-26-6-30-22c-6-20 4-30 14-40 0 14 6 20 12 20C8 0-6-20 0-46Z',
        a.lin(['#fde047', '#f97316', '#dc2626']),
        THIN,
      );
    case 'moon':
      return (
        circle(0, 0, 42, 'none', 'stroke="#facc15" stroke-width="6" stroke-dasharray="10 8"') +
        path('M10-34a36 36 0 1 0 24 52A30 30 0 1 1 10-34Z', '#fde047', THIN)
      );
    case 'basketball':
      return (
        circle(0, 0, 44, a.rad(['#fdba74', '#ea580c'], 0.4, 0.35)) +
        path(
          'M-44 0h88M0-44v88M-30-32c14 18 14 46 0 64M30-32c-14 18-14 46 0 64',
          'none',
          'stroke="#431407" stroke-width="3"',
        )
      );
    case 'baseball':
      return (
        circle(0, 0, 44, a.rad(['#ffffff', '#e5e7eb'], 0.4, 0.35)) +
        path(
          'M-26-34c12 20 12 48 0 68M26-34c-12 20-12 48 0 68',
          'none',
          'stroke="#dc2626" stroke-width="4" stroke-dasharray="4 4"',
        )
      );
    case 'football':
      return (
        path('M-48 0c20-34 76-34 96 0-20 34-76 34-96 0Z', a.rad(['#a16207', '#78350f'], 0.4, 0.35), THIN) +
        path('M-16 0h32M-10-6v12M0-6v12M10-6v12', 'none', 'stroke="#fff" stroke-width="3"')
      );
    case 'swirl':
      return path(
        'M0 0c0-12 18-12 18 0 0 22-36 22-36 0 0-32 54-32 54 0 0 42-72 42-72 0',
        'none',
        'stroke="#fff" stroke-width="8" stroke-linecap="round"',
      );
    case 'bolt':
      return path('M10-46L-24 8H0L-10 46L26-10H2Z', '#fde047', THIN);
    case 'prism':
      return (
        path('M0-44L40 28H-40Z', a.lin(['#f0abfc', '#a78bfa', '#67e8f9'], 0, 0, 1, 1), THIN) +
        path(
          'M-60 10L-10 0M10 0l60-16M10 0l60 0M10 0l60 16',
          'none',
          'stroke="#fff" stroke-width="4" stroke-linecap="round"',
        )
      );
    case 'star':
      return path('M0-44L12-14L44-12L20 8L28 40L0 22L-28 40L-20 8L-44-12L-12-14Z', '#fde047', THIN);
  }
}

/** A graded card in a clear slab with a label. */
export function slab(a: Art, o: { art: CardArt; bg: string[]; border: string; label: string }): string {
  const caseFill = a.lin(
    [
      [0, '#ffffff', 0.55],
      [1, '#cbd5e1', 0.3],
    ],
    0,
    0,
    1,
    1,
  );
  const label =
    rect(162, 74, 188, 62, 6, '#f8fafc', THIN) +
    rect(162, 74, 188, 62, 6, 'none', `stroke="${o.label}" stroke-width="5"`) +
    path('M176 94h100M176 110h70M176 124h90', 'none', 'stroke="#475569" stroke-width="5" stroke-linecap="round"') +
    path('M300 92v30M306 92v30M314 92v30M320 92v30M328 92v30', 'none', 'stroke="#1f2937" stroke-width="3"');
  const card =
    rect(170, 150, 172, 256, 10, a.body(o.border, 0.25, 0.2), THIN) +
    rect(184, 176, 144, 112, 4, a.lin(o.bg, 0, 0, 1, 1), THIN) +
    g('translate(256 232)', cardArt(a, o.art));
  const text = path(
    'M190 310h132M190 330h100M190 350h120',
    'none',
    `stroke="${shade(o.border, -0.4)}" stroke-width="6" stroke-linecap="round" stroke-opacity=".6"`,
  );
  return g(
    'rotate(-6 256 256)',
    rect(150, 60, 212, 364, 16, caseFill) + label + card + text + shine('M162 150v250', 0.5, 6),
  );
}

/** A sealed product box in three-quarter view, sized by kind. */
export function sealedBox(
  a: Art,
  o: {
    kind: 'booster' | 'etb' | 'collection' | 'hobby' | 'blaster' | 'mega';
    color: string;
    accent: string;
    art: CardArt;
  },
): string {
  const sizes = {
    booster: [290, 160, 80],
    etb: [220, 220, 90],
    collection: [290, 210, 70],
    hobby: [220, 220, 110],
    blaster: [170, 250, 60],
    mega: [200, 260, 70],
  } as const;
  const [w, h, d] = sizes[o.kind];
  const x = 256 - (w + d * 0.6) / 2;
  const y = 400 - h;
  const dx = d * 0.6;
  const dy = d * 0.4;
  const front = rect(x, y, w, h, 6, a.body(o.color, 0.25, 0.3));
  const top = path(`M${x} ${y}l${dx} -${dy}h${w}l-${dx} ${dy}Z`, shade(o.color, 0.25));
  const side = path(`M${x + w} ${y}l${dx} -${dy}v${h}l-${dx} ${dy}Z`, shade(o.color, -0.45));
  const band =
    o.kind === 'etb'
      ? rect(x, y + 36, w, 8, 0, shade(o.color, -0.3), '')
      : o.kind === 'hobby'
        ? rect(x, y + h * 0.62, w, 18, 0, a.metal('#e5e7eb'), THIN)
        : '';
  const panel = circle(
    x + w / 2,
    y + h * 0.45,
    Math.min(w, h) * 0.3,
    a.rad([shade(o.accent, 0.4), o.accent, shade(o.accent, -0.3)]),
    THIN,
  );
  const scale = Math.min(w, h) / 220;
  return (
    top +
    side +
    front +
    band +
    panel +
    g(`translate(${x + w / 2} ${y + h * 0.45}) scale(${scale.toFixed(2)})`, cardArt(a, o.art)) +
    shine(`M${x + 14} ${y + 14}v${h - 30}`, 0.25, 6)
  );
}

/** One foil pack around (0, 0); `fill` and `picture` are shared so several packs reuse one gradient. */
function pack(fill: string, crimp: string, picture: string): string {
  const zig = (y: number) => Array.from({ length: 11 }, (_, i) => `${-60 + i * 12} ${y + (i % 2 ? 8 : 0)}`).join('L');
  const crimps = path(`M${zig(-108)}V-92H-60ZM${zig(92)}V108H-60Z`, crimp, THIN);
  return (
    rect(-60, -100, 120, 200, 6, fill) +
    crimps +
    picture +
    path('M-48-80v160', 'none', 'stroke="#fff" stroke-opacity=".35" stroke-width="6"')
  );
}

/** Several foil packs fanned out, or three sealed in a blister on a backer card. */
export function packs(a: Art, o: { colors: string[]; art: CardArt; count: number; blister: boolean }): string {
  const one = pack(a.lin(o.colors, 0, 0, 1, 1), shade(o.colors[0]!, -0.2), g('scale(.8)', cardArt(a, o.art)));
  if (o.blister) {
    const backer = rect(116, 90, 280, 320, 16, a.body('#1e3a8a', 0.25, 0.3)) + circle(256, 112, 10, '#0b1020', '');
    const row = [-1, 0, 1].map((i) => g(`translate(${256 + i * 84} 270) scale(.62)`, one)).join('');
    const bubble = rect(140, 140, 232, 250, 20, '#ffffff', 'class="t" fill-opacity=".22"');
    return backer + row + bubble + shine('M152 160v210', 0.5, 6);
  }
  const mid = (o.count - 1) / 2;
  return Array.from({ length: o.count }, (_, i) =>
    g(`rotate(${(i - mid) * 12} 256 470) translate(256 260) scale(.95)`, one),
  ).join('');
}
