/** Brick-built models, a brick tub and a minifigure bag. */
import { Art, THIN, circle, ellipse, g, path, rect, shade, shine } from '../svg';

/** A row of studs on top of a brick edge. */
export function studs(x: number, y: number, count: number, color: string, step = 22): string {
  return Array.from({ length: count }, (_, i) => rect(x + i * step, y - 8, 14, 9, 3, shade(color, 0.15), THIN)).join(
    '',
  );
}

/** A single brick with studs. */
export function brick(a: Art, x: number, y: number, n: number, color: string): string {
  return rect(x, y, n * 22 + 6, 34, 4, a.body(color, 0.25, 0.25)) + studs(x + 4, y, n, color);
}

/** A disc-shaped starship from above. */
export function starship(a: Art): string {
  const hull = circle(256, 256, 130, a.rad(['#f1f5f9', '#cbd5e1', '#94a3b8'], 0.45, 0.4, 0.6));
  const mandibles = path('M206 150l-14-96h50l6 92ZM306 150l14-96h-50l-6 92Z', a.body('#cbd5e1'));
  const cockpit =
    path('M370 240h56c10 0 16 8 16 18s-6 18-16 18h-56Z', a.body('#e2e8f0')) + circle(434, 258, 12, '#334155', THIN);
  const details =
    circle(256, 256, 40, '#e2e8f0', THIN) +
    circle(256, 256, 14, '#64748b', '') +
    path('M176 200l160 112M176 312l160-112', 'none', THIN) +
    ellipse(214, 300, 22, 12, '#cbd5e1', THIN);
  const engines = path(
    'M170 360a130 130 0 0 0 172 0',
    'none',
    'stroke="#60a5fa" stroke-width="10" stroke-linecap="round"',
  );
  return mandibles + cockpit + hull + details + engines + rect(300, 170, 40, 26, 4, '#b91c1c', '');
}

/** An ocean liner in side view with four funnels. */
export function liner(a: Art): string {
  const hull =
    path('M60 300h400l-30 70H100Z', a.body('#111827', 0.2, 0.2)) +
    rect(60, 296, 400, 10, 0, '#f8fafc', '') +
    rect(96, 352, 328, 12, 0, '#b91c1c', '');
  const deck =
    rect(110, 250, 320, 50, 4, a.body('#f8fafc', 0.1, 0.15)) +
    path('M124 272h296', 'none', 'stroke="#1f2937" stroke-width="4" stroke-dasharray="6 8"');
  const funnels = [150, 220, 290, 360]
    .map((x) => rect(x, 170, 34, 84, 4, a.body('#f59e0b', 0.2, 0.25)) + rect(x, 170, 34, 18, 3, '#111827', ''))
    .join('');
  return (
    path('M88 300l10-150M432 300l-10-150', 'none', 'stroke="#78350f" stroke-width="5"') +
    funnels +
    deck +
    hull +
    studs(118, 250, 14, '#f8fafc')
  );
}

/** A valley of slender towers on a green base. */
export function towers(a: Art): string {
  const base = rect(96, 356, 320, 40, 6, a.body('#15803d')) + studs(104, 356, 14, '#15803d');
  const tower = (x: number, y: number, w: number, roof: string) =>
    rect(x, y, w, 356 - y, 4, a.body('#e7d9bd', 0.15, 0.25)) +
    path(`M${x - 8} ${y}L${x + w / 2} ${y - w * 1.2}L${x + w + 8} ${y}Z`, a.body(roof, 0.2, 0.2)) +
    path(`M${x + w / 2 - 7} ${y + 30}v-10a7 7 0 0 1 14 0v10Z`, '#1e3a8a', '');
  const tree = circle(386, 286, 36, a.body('#ea580c', 0.3, 0.2)) + rect(380, 310, 12, 46, 3, '#78350f');
  return (
    tower(130, 210, 60, '#7c2d12') +
    tower(210, 140, 80, '#0f766e') +
    tower(306, 230, 56, '#7c2d12') +
    path('M190 300h20M290 300h16', 'none', 'stroke="#e7d9bd" stroke-width="20"') +
    tree +
    base
  );
}

/** A low, wedge-shaped supercar in side view. */
export function supercar(a: Art, o: { color: string }): string {
  const body = path(
    'M70 320c0-30 20-40 60-46l90-50c30-14 90-14 120-6l80 36c20 8 34 22 36 40v26H70Z',
    a.body(o.color, 0.3, 0.3),
  );
  const glass = path('M210 232c30-16 90-18 118-10l40 30H190Z', '#0f172a', THIN);
  const wheel = (cx: number) =>
    circle(cx, 334, 44, '#111827') + circle(cx, 334, 26, a.metal('#eab308'), THIN) + circle(cx, 334, 8, '#111827', '');
  return (
    body +
    glass +
    path('M110 300h300', 'none', `stroke="${shade(o.color, -0.4)}" stroke-width="4"`) +
    wheel(150) +
    wheel(370) +
    studs(236, 224, 4, o.color)
  );
}

/** A potted orchid. */
export function orchid(a: Art): string {
  const pot = path('M190 320h132l-14 80H204Z', a.body('#e5e7eb')) + rect(180, 308, 152, 20, 4, '#d1d5db');
  const stems = path(
    'M256 310C250 220 270 160 330 130M256 310c-20-60-60-100-110-110',
    'none',
    'stroke="#4d7c0f" stroke-width="6" stroke-linecap="round"',
  );
  const leaves = path(
    'M256 306c-40-10-80 0-100 20 40 4 70 0 100-20ZM256 306c40-14 80-6 100 14-40 6-70 4-100-14Z',
    a.body('#16a34a'),
  );
  const flower = (cx: number, cy: number) =>
    [0, 72, 144, 216, 288]
      .map((d) => g(`rotate(${d} ${cx} ${cy})`, ellipse(cx, cy - 20, 15, 22, '#fdf2f8', THIN)))
      .join('') + circle(cx, cy, 10, '#db2777', THIN);
  return stems + leaves + pot + flower(330, 130) + flower(290, 176) + flower(150, 196) + flower(196, 150);
}

/** A parrot perched on a branch. */
export function parrot(a: Art): string {
  const branch = path(
    'M100 370c100-20 220-20 320 0',
    'none',
    'stroke="#78350f" stroke-width="18" stroke-linecap="round"',
  );
  const tail = path('M236 330l-30 80h40l16-70Z', a.body('#2563eb'));
  const body = path(
    'M256 120c50 0 70 40 64 100-6 70-30 120-64 130-34-10-56-60-60-130-4-60 10-100 60-100Z',
    a.body('#dc2626', 0.25, 0.25),
  );
  const wing = path('M226 200c30 0 54 40 40 120-30-10-50-60-40-120Z', a.lin(['#facc15', '#16a34a', '#2563eb']), THIN);
  const face =
    circle(270, 160, 14, '#fafafa', THIN) +
    circle(273, 160, 6, '#111827', '') +
    path('M300 160c30 0 36 30 16 44-6-12-12-20-20-22Z', '#f5f5f4', THIN);
  return branch + tail + body + wing + face + studs(226, 124, 3, '#dc2626', 20);
}

/** A storage tub of bricks with some spilled in front. */
export function brickTub(a: Art): string {
  const tub =
    rect(150, 170, 212, 190, 24, a.body('#1d4ed8', 0.25, 0.3)) +
    rect(140, 150, 232, 36, 10, a.body('#2563eb', 0.3, 0.2)) +
    studs(156, 150, 9, '#2563eb');
  return tub + brick(a, 96, 360, 2, '#facc15') + brick(a, 330, 360, 3, '#dc2626') + brick(a, 210, 380, 2, '#16a34a');
}

/** A foil blind bag with a minifigure silhouette. */
export function minifigBag(a: Art): string {
  const bag = rect(156, 90, 200, 310, 12, a.lin(['#a855f7', '#6d28d9', '#4c1d95'], 0, 0, 1, 1));
  const zig = (y: number) =>
    `M156 ${y}` + Array.from({ length: 10 }, (_, i) => `l10 ${i % 2 ? -8 : 8}l10 ${i % 2 ? 8 : -8}`).join('');
  const figure =
    rect(236, 140, 40, 8, 3, '#facc15', '') +
    rect(226, 146, 60, 50, 14, '#facc15', THIN) +
    path('M214 204h84l10 80H204Z', '#ef4444', THIN) +
    rect(214, 284, 38, 70, 4, '#1d4ed8', THIN) +
    rect(260, 284, 38, 70, 4, '#1d4ed8', THIN);
  return (
    bag +
    path(zig(94), 'none', THIN) +
    path(zig(396), 'none', THIN) +
    figure +
    circle(246, 168, 4, '#111827', '') +
    circle(266, 168, 4, '#111827', '') +
    shine('M172 110v270', 0.35, 8)
  );
}
