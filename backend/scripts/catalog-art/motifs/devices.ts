/** Phones, computers, wearables and other personal electronics. */
import { Art, THIN, circle, ellipse, g, path, rect, shade, shine } from '../svg';

/** A screen with a colourful wallpaper. */
export function wallpaper(a: Art, x: number, y: number, w: number, h: number, rx: number, colors: string[]): string {
  const fill = a.lin(colors, 0, 0, 1, 1);
  const glow = a.rad(
    [
      [0, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ],
    0.3,
    0.3,
    0.6,
  );
  return rect(x, y, w, h, rx, fill, '') + rect(x, y, w, h, rx, glow, '');
}

function lens(cx: number, cy: number, radius: number, a: Art): string {
  const glass = a.rad(['#3b4a6b', '#0b1020'], 0.4, 0.35, 0.6);
  return (
    circle(cx, cy, radius + 4, '#1f2430', THIN) +
    circle(cx, cy, radius, glass, '') +
    circle(cx - radius * 0.3, cy - radius * 0.3, radius * 0.25, '#ffffff', 'fill-opacity=".5"')
  );
}

/** The back of a phone, tilted, with a camera bump of two or three lenses. */
export function phone(a: Art, o: { color: string; cams: 2 | 3 }): string {
  const bump = shade(o.color, -0.12);
  const lenses =
    o.cams === 3
      ? lens(222, 132, 15, a) + lens(222, 172, 15, a) + lens(256, 152, 15, a) + circle(257, 124, 5, '#f5f5f4', '')
      : lens(224, 136, 14, a) + lens(224, 174, 14, a) + circle(254, 155, 5, '#f5f5f4', '');
  const body =
    rect(176, 86, 160, 320, 34, a.body(o.color, 0.3, 0.25)) + rect(196, 106, 82, 94, 22, a.body(bump), THIN) + lenses;
  const side = path(
    'M336 130v40M336 190v28',
    'none',
    'stroke="#0b1020" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"',
  );
  return g('rotate(-10 256 250)', body + side + shine('M196 240V370', 0.25, 10));
}

/** An open laptop seen from the front. */
export function laptop(a: Art, o: { color: string; screen: string[]; accent?: string }): string {
  const lid = rect(106, 96, 300, 196, 14, '#111318') + wallpaper(a, 118, 108, 276, 172, 6, o.screen);
  const base = path('M78 300h356l26 38c3 5 0 9-6 9H58c-6 0-9-4-6-9Z', a.body(o.color, 0.35, 0.3));
  const pad = path('M216 312h80l4 18h-88Z', shade(o.color, -0.15), THIN);
  const glow = o.accent ? rect(200, 300, 112, 4, 2, o.accent, '') : '';
  return lid + base + pad + glow + shine('M130 120l60 0', 0.3, 6);
}

/** A tablet leaning slightly, with a stylus. */
export function tablet(a: Art, o: { color: string; screen: string[] }): string {
  const body = rect(146, 84, 220, 310, 24, a.body(o.color)) + wallpaper(a, 158, 96, 196, 286, 14, o.screen);
  const pen = path('M392 120l14 4-20 250-9 14-5-15Z', a.round('#f4f4f5'));
  return g('rotate(-6 256 240)', body) + pen;
}

/** A smartwatch with a sport band and activity rings. */
export function smartwatch(a: Art, o: { color: string; band: string }): string {
  const band = a.body(o.band, 0.15, 0.2);
  const straps = path('M206 60h100l-8 110h-84Z', band) + path('M214 336h84l8 110H206Z', band);
  const caseBody = rect(176, 150, 160, 200, 44, a.metal(o.color));
  const screen = rect(190, 164, 132, 172, 34, '#050608', '');
  const ring = (radius: number, color: string, len: number) =>
    `<circle cx="256" cy="250" r="${radius}" fill="none" stroke="${color}" stroke-width="11" stroke-linecap="round" stroke-dasharray="${len} 400" transform="rotate(-90 256 250)"/>`;
  const rings = ring(48, '#fa114f', 230) + ring(34, '#a6ff00', 160) + ring(20, '#00d7ff', 100);
  const crown = rect(334, 206, 14, 36, 5, a.metal(o.color), THIN);
  return straps + caseBody + screen + rings + crown;
}

/** A charging case for wireless earbuds with the buds beside it. */
export function earbuds(a: Art, o: { wide: boolean }): string {
  const w = o.wide ? 190 : 150;
  const x = 256 - w / 2;
  const white = a.body('#f4f4f5', 0.4, 0.18);
  const caseBody =
    rect(x, 150, w, 150, 46, white) + path(`M${x + 4} 198h${w - 8}`, 'none', THIN) + circle(256, 238, 5, '#22c55e', '');
  const bud = (cx: number, flip: number) =>
    g(
      `translate(${cx} 340) scale(${flip} 1)`,
      ellipse(0, 0, 26, 22, white) +
        path('M10 10l20 46c2 6-4 10-10 8l-14-40', white) +
        ellipse(-8, -4, 8, 6, '#52525b', ''),
    );
  return caseBody + bud(186, 1) + bud(326, -1) + shine(`M${x + 30} 170h${w - 80}`, 0.5, 6);
}

/** Over-ear headphones; optional boom microphone. */
export function headphones(a: Art, o: { color: string; cushion: string; mic?: string }): string {
  const band = path(
    'M132 262C132 120 380 120 380 262',
    'none',
    `stroke="${shade(o.color, -0.2)}" stroke-width="26" stroke-linecap="round"`,
  );
  const bandTop = path(
    'M150 250C150 140 362 140 362 250',
    'none',
    `stroke="${shade(o.color, 0.25)}" stroke-width="8" stroke-linecap="round" stroke-opacity=".6"`,
  );
  const cup = (x: number) =>
    rect(x, 220, 86, 140, 34, a.body(o.color)) +
    rect(x + (x < 256 ? 60 : -8), 232, 34, 116, 16, a.body(o.cushion), THIN);
  const mic = o.mic
    ? path('M150 340c10 40 40 60 90 58', 'none', `stroke="${o.mic}" stroke-width="10" stroke-linecap="round"`) +
      circle(244, 398, 12, '#18181b')
    : '';
  return band + bandTop + cup(96) + cup(330) + mic;
}

/** A small streaming box and its remote. */
export function streamingBox(a: Art): string {
  const top = path('M136 250l120-54 120 54-120 54Z', a.lin(['#3f3f46', '#18181b'], 0, 0, 1, 1));
  const sides = path('M136 250v34l120 54v-34Z', '#27272a') + path('M376 250v34l-120 54v-34Z', '#09090b');
  const remote = g(
    'rotate(18 360 300)',
    rect(336, 210, 48, 170, 22, a.body('#d4d4d8')) +
      circle(360, 250, 16, '#a1a1aa', THIN) +
      circle(360, 300, 6, '#27272a', '') +
      circle(360, 326, 6, '#27272a', ''),
  );
  return top + sides + shine('M170 248l86-38', 0.25, 5) + remote;
}

/** Four item trackers in a 2 by 2 grid. */
export function trackers(a: Art): string {
  const one = (cx: number, cy: number) =>
    circle(cx, cy, 62, a.metal('#d4d4d8')) +
    circle(cx, cy, 50, a.rad(['#ffffff', '#e4e4e7']), THIN) +
    circle(cx, cy, 14, 'none', THIN);
  return one(192, 186) + one(320, 186) + one(192, 314) + one(320, 314);
}

/** A magnetic puck charger with a coiled cable. */
export function puckCharger(a: Art): string {
  const cable = path(
    'M256 290c0 60-120 40-130 90s120 40 190 20',
    'none',
    'stroke="#e4e4e7" stroke-width="12" stroke-linecap="round"',
  );
  const puck =
    ellipse(256, 262, 112, 46, '#a1a1aa') +
    ellipse(256, 248, 112, 46, a.metal('#e4e4e7')) +
    ellipse(256, 248, 78, 30, '#f4f4f5', THIN);
  return cable + puck + ellipse(256, 248, 30, 11, 'none', THIN);
}

/** A webcam clipped on top of a monitor edge. */
export function webcam(a: Art): string {
  const mount = path('M206 300h100l-10 80h-80Z', '#27272a');
  const body =
    rect(120, 210, 272, 96, 48, a.body('#27272a', 0.25, 0.3)) +
    circle(256, 258, 40, '#0b0b0f') +
    circle(256, 258, 26, a.rad(['#475569', '#020617'], 0.4, 0.35)) +
    circle(248, 250, 7, '#fff', 'fill-opacity=".6"');
  return mount + body + circle(168, 258, 5, '#3b82f6', '') + circle(344, 258, 5, '#3b82f6', '');
}
