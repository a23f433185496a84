/** Clothing in front view. */
import { Art, THIN, circle, ellipse, path, rect, shade, shine } from '../svg';

const TORSO =
  'M176 110L216 96C236 116 276 116 296 96L336 110L400 150L432 330L392 342L368 220L366 410H146L144 220L120 342L80 330L112 150Z';
const LONG =
  'M176 100L216 86C236 106 276 106 296 86L336 100L398 140L430 330L390 342L368 216L372 460H140L144 216L122 342L82 330L114 140Z';

/** A hood lying behind the neckline, with its dark opening. */
function hoodShape(a: Art, color: string): string {
  return (
    path('M172 124c-14-60 24-98 84-98s98 38 84 98Z', a.body(shade(color, -0.12), 0.2, 0.25)) +
    path('M214 112c0-34 18-56 42-56s42 22 42 56Z', shade(color, -0.55), THIN)
  );
}

/** A jacket: puffer (baffles), work (collar and pocket) or trench (lapels, buttons, belt). */
export function jacket(
  a: Art,
  o: { kind: 'puffer' | 'work' | 'trench'; color: string; yoke?: string; hood?: boolean; glossy?: boolean },
): string {
  const shape = o.kind === 'trench' ? LONG : TORSO;
  const hood = o.hood ? hoodShape(a, o.color) : '';
  const base = path(shape, a.body(o.color, o.glossy ? 0.4 : 0.18, 0.3));
  const parts = [hood, base];
  if (o.yoke)
    parts.push(
      path(
        'M176 110L216 96C236 116 276 116 296 96L336 110L400 150L410 210L356 200C320 190 192 190 156 200L102 210L112 150Z',
        a.body(o.yoke, 0.2, 0.3),
        THIN,
      ),
    );
  if (o.kind === 'puffer') {
    const lines =
      [170, 220, 270, 320, 370].map((y) => `M148 ${y}c70 10 146 10 216 0`).join('') +
      'M106 210l40-6M126 270l24-4M406 210l-40-6M386 270l-24-4';
    parts.push(path(lines, 'none', `stroke="${shade(o.color, -0.45)}" stroke-width="4" stroke-opacity=".7"`));
  }
  if (o.kind === 'work') {
    parts.push(
      path('M216 96L256 150L296 96L320 104L262 176H250L192 104Z', a.body('#78350f', 0.1, 0.2)),
      rect(284, 200, 50, 50, 6, shade(o.color, -0.08), THIN),
      rect(150, 380, 212, 30, 4, shade(o.color, -0.12), THIN),
    );
  }
  if (o.kind === 'trench') {
    parts.push(
      path('M216 86L256 200L296 86L340 104L300 250H212L172 104Z', shade(o.color, -0.1), THIN),
      rect(142, 270, 228, 22, 4, shade(o.color, -0.15), THIN),
      rect(244, 266, 24, 30, 4, '#78350f', THIN),
      [220, 292].map((x) => circle(x, 320, 7, '#44403c', '') + circle(x, 370, 7, '#44403c', '')).join(''),
    );
  }
  parts.push(
    path('M256 118V410', 'none', `stroke="${shade(o.color, -0.5)}" stroke-width="4"`),
    shine('M170 150c-10 60-14 140-10 220', o.glossy ? 0.45 : 0.2, 10),
  );
  return parts.join('');
}

/** A pullover hoodie; `logo` draws a box print on the chest. */
export function hoodie(a: Art, o: { color: string; logo?: string }): string {
  const hood = hoodShape(a, o.color);
  const body = path(TORSO, a.body(o.color, 0.18, 0.28));
  const pocket = path('M186 300h140l16 70H170Z', shade(o.color, -0.06), THIN);
  const strings = path('M240 118v60M272 118v60', 'none', 'stroke="#f5f5f4" stroke-width="5" stroke-linecap="round"');
  const logo = o.logo ? rect(206, 190, 100, 34, 3, o.logo, THIN) + rect(222, 202, 68, 10, 2, '#fafafa', '') : '';
  return hood + body + pocket + strings + logo + path('M150 396h212', 'none', THIN);
}

/** A short-sleeved T-shirt with a small script print. */
export function tee(a: Art, o: { color: string; ink: string }): string {
  const shape =
    'M186 96L216 88C236 108 276 108 296 88L326 96L410 140L380 210L350 196L352 410H160L162 196L132 210L102 140Z';
  const script = path(
    'M214 180c10-20 24-20 20 0s-10 20 4 6 14-26 24-10-6 22 8 10 16-18 26-6',
    'none',
    `stroke="${o.ink}" stroke-width="5" stroke-linecap="round"`,
  );
  return path(shape, a.body(o.color, 0.2, 0.2)) + path('M216 88c20 24 60 24 80 0', 'none', THIN) + script;
}

/** A button-down shirt with collar, placket and chest pocket. */
export function shirt(a: Art, o: { color: string; logo: string }): string {
  const body = path(TORSO, a.body(o.color, 0.2, 0.22));
  const collar = path('M216 96L256 136L296 96L306 118L262 150H250L206 118Z', shade(o.color, 0.15), THIN);
  const buttons = [170, 220, 270, 320, 370].map((y) => circle(256, y, 4, '#fafafa', THIN)).join('');
  return (
    body +
    collar +
    path('M256 140V410', 'none', THIN) +
    buttons +
    rect(280, 190, 44, 48, 4, shade(o.color, 0.05), THIN) +
    circle(214, 200, 7, o.logo, '')
  );
}

/** A baseball cap in three-quarter view. */
export function cap(a: Art, o: { color: string; brim?: string; emblem: string }): string {
  const crown = path('M130 300C130 190 200 140 270 148C340 156 376 220 376 300Z', a.body(o.color, 0.25, 0.25));
  const brim = path(
    'M330 292C380 280 440 292 460 314C430 336 350 336 320 316Z',
    a.body(o.brim ?? shade(o.color, -0.15), 0.2, 0.25),
  );
  const seams = path('M270 150c-20 40-30 90-30 150M270 150c30 40 50 90 56 148', 'none', THIN);
  return (
    crown +
    seams +
    brim +
    ellipse(268, 150, 12, 6, shade(o.color, -0.2), THIN) +
    circle(216, 236, 22, o.emblem, THIN) +
    path('M130 300h246', 'none', THIN)
  );
}

/** A rib-knit beanie with a cuff and a square label. */
export function beanie(a: Art, o: { color: string; label: string }): string {
  const dome = path('M146 290C146 170 196 110 256 110s110 60 110 180Z', a.body(o.color, 0.2, 0.25));
  const ribs = Array.from({ length: 11 }, (_, i) => `M${166 + i * 18} 290v86`).join('');
  const cuff =
    rect(136, 280, 240, 100, 20, a.body(o.color, 0.1, 0.3)) +
    path(ribs, 'none', `stroke="${shade(o.color, -0.3)}" stroke-width="3"`);
  return dome + cuff + rect(232, 306, 48, 44, 4, o.label, THIN);
}

/** A terry headband with a tick mark. */
export function headband(a: Art, o: { color: string; mark: string }): string {
  const band =
    ellipse(256, 256, 150, 90, 'none', `stroke="${shade(o.color, -0.2)}" stroke-width="60"`) +
    ellipse(256, 256, 150, 90, 'none', `stroke="${o.color}" stroke-width="50" stroke-dasharray="3 3"`);
  return band + path('M222 340c10 14 20 20 30 18 20-4 46-22 70-44-24 30-50 54-74 58-14 2-24-10-26-32Z', o.mark, '');
}

/** A folded wool scarf with fringe. */
export function scarf(a: Art, o: { color: string }): string {
  const fold =
    path('M130 140h250v80H130Z', a.body(o.color, 0.2, 0.2)) +
    path('M150 220h110v160H150ZM270 220h110v130H270Z', a.body(shade(o.color, -0.08), 0.15, 0.2));
  const fringe = path(
    Array.from({ length: 10 }, (_, i) => `M${154 + i * 11} 380v24`).join('') +
      Array.from({ length: 10 }, (_, i) => `M${274 + i * 11} 350v24`).join(''),
    'none',
    `stroke="${o.color}" stroke-width="5"`,
  );
  return fold + fringe + shine('M150 160h200', 0.3, 6);
}
