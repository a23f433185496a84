/** Cameras, monitors, chairs, microphones and streaming gear. */
import { Art, THIN, circle, ellipse, g, path, rect, shade, shine } from '../svg';
import { wallpaper } from './devices';

/** A mirrorless camera body with a lens. */
export function camera(a: Art): string {
  const body = path(
    'M110 190h90l20-34h72l20 34h90c12 0 20 8 20 20v150c0 12-8 20-20 20H110c-12 0-20-8-20-20V210c0-12 8-20 20-20Z',
    a.body('#27272a', 0.2, 0.3),
  );
  const grip = rect(90, 196, 60, 184, 20, '#18181b', THIN);
  const lens =
    circle(262, 290, 88, a.body('#3f3f46')) +
    circle(262, 290, 66, '#0b0b0f') +
    circle(262, 290, 48, a.rad(['#334155', '#020617'], 0.4, 0.35), '') +
    circle(246, 272, 12, '#fff', 'fill-opacity=".45"');
  return body + grip + lens + circle(382, 214, 10, '#ef4444', '') + rect(316, 168, 30, 12, 4, '#52525b', '');
}

/** A flat monitor on a stand. */
export function monitor(a: Art, o: { screen: string[] }): string {
  const stand = path('M236 330h40l14 60h-68Z', a.metal('#52525b')) + ellipse(256, 392, 90, 14, a.metal('#3f3f46'));
  const panel = rect(76, 110, 360, 222, 14, '#0b0b0f') + wallpaper(a, 86, 120, 340, 196, 6, o.screen);
  return stand + panel + path('M200 332h112', 'none', 'stroke="#ef4444" stroke-width="4"');
}

/** A racing-style gaming chair. */
export function chair(a: Art, o: { color: string; accent: string }): string {
  const base =
    path(
      'M256 360l-110 34M256 360l110 34M256 360l-60 50M256 360l60 50',
      'none',
      'stroke="#18181b" stroke-width="12" stroke-linecap="round"',
    ) + rect(246, 320, 20, 44, 6, '#3f3f46', THIN);
  const back = path('M176 74c0-14 12-24 26-24h108c14 0 26 10 26 24l16 204H160Z', a.body(o.color, 0.2, 0.3));
  const stripe =
    path('M214 60h84l10 220H204Z', shade(o.color, 0.12), '') +
    path('M200 70l-14 200M312 70l14 200', 'none', `stroke="${o.accent}" stroke-width="8"`);
  const pillow = rect(216, 90, 80, 34, 16, '#18181b', THIN);
  const seat = path('M150 270h212c10 0 16 8 14 18l-8 34H144l-8-34c-2-10 4-18 14-18Z', a.body(o.color, 0.25, 0.3));
  const arms = rect(112, 236, 24, 70, 8, '#27272a') + rect(376, 236, 24, 70, 8, '#27272a');
  return base + back + stripe + pillow + seat + arms;
}

/** A broadcast dynamic microphone in a yoke mount. */
export function dynamicMic(a: Art): string {
  const arm =
    path('M256 330v60', 'none', 'stroke="#27272a" stroke-width="16"') +
    path('M146 250c0 60 40 86 110 86s110-26 110-86', 'none', 'stroke="#3f3f46" stroke-width="14"');
  const body = rect(150, 190, 220, 110, 40, a.body('#27272a', 0.25, 0.35));
  const foam = path('M120 190h60v110h-60c-24 0-40-24-40-55s16-55 40-55Z', a.body('#18181b', 0.15, 0.2));
  return (
    arm +
    body +
    foam +
    rect(300, 230, 40, 30, 6, '#52525b', THIN) +
    shine('M200 204h150', 0.25, 8) +
    circle(366, 245, 12, '#a1a1aa', THIN)
  );
}

/** A USB condenser microphone on a small stand. */
export function condenserMic(a: Art): string {
  const stand =
    path('M256 330v50', 'none', 'stroke="#3f3f46" stroke-width="14"') +
    ellipse(256, 390, 90, 16, a.metal('#3f3f46')) +
    path('M190 260c0 70 132 70 132 0', 'none', 'stroke="#52525b" stroke-width="12"');
  const body = rect(206, 100, 100, 220, 48, a.body('#1f2937', 0.2, 0.3));
  const grille = Array.from({ length: 5 }, (_, i) =>
    path(`M${220} ${130 + i * 16}h72`, 'none', 'stroke="#9ca3af" stroke-width="4" stroke-opacity=".6"'),
  ).join('');
  return stand + body + grille + circle(256, 262, 14, '#111827', THIN) + circle(256, 262, 6, '#34d399', '');
}

/** A macro keypad of LCD keys on a stand. */
export function keypad(a: Art, o: { cols: number; rows: number }): string {
  const w = 40 + o.cols * 34;
  const h = 40 + o.rows * 34;
  const x = 256 - w / 2;
  const keyColors = ['#f43f5e', '#f59e0b', '#22c55e', '#06b6d4', '#6366f1', '#d946ef', '#e5e7eb'];
  const keys: string[] = [];
  for (let row = 0; row < o.rows; row += 1) {
    for (let col = 0; col < o.cols; col += 1)
      keys.push(
        rect(x + 20 + col * 34, 160 + 20 + row * 34, 28, 28, 6, keyColors[(row * 3 + col) % keyColors.length]!, ''),
      );
  }
  const stand = path(`M${x + 30} ${160 + h}l-20 60h${w}l-20-60Z`, '#27272a');
  return (
    stand +
    rect(x, 160, w, h, 18, a.body('#18181b', 0.2, 0.3)) +
    keys.join('') +
    shine(`M${x + 16} 174h${w - 40}`, 0.2, 4)
  );
}

/** A dimmable LED panel on a pole. */
export function lightPanel(a: Art): string {
  const pole = rect(248, 250, 16, 160, 6, a.metal('#52525b')) + ellipse(256, 404, 60, 10, '#27272a');
  const panel =
    rect(120, 96, 272, 170, 16, '#27272a') + rect(132, 108, 248, 146, 10, a.rad(['#ffffff', '#fef3c7', '#fde68a']), '');
  const glow = ellipse(
    256,
    180,
    220,
    150,
    a.rad([
      [0, '#fffbeb', 0.6],
      [1, '#fffbeb', 0],
    ]),
    '',
  );
  return glow + pole + panel + g('translate(0 0)', rect(240, 262, 32, 20, 6, '#3f3f46', THIN));
}
