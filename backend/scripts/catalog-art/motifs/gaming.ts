/** Consoles, handhelds, controllers and other gaming hardware. */
import { Art, THIN, circle, ellipse, g, path, rect, shade, shine } from '../svg';

/** A desktop tower with a glowing ring on its front. */
export function pcTower(a: Art, o: { ring: string }): string {
  const side = path('M320 96l60-30v290l-60 44Z', a.lin(['#334155', '#0f172a'], 0, 0, 1, 1));
  const top = path('M150 96l60-30h170l-60 30Z', '#475569');
  const front = rect(150, 96, 170, 304, 16, a.body('#1e293b', 0.2, 0.3));
  const ring =
    circle(235, 220, 60, 'none', `stroke="${o.ring}" stroke-width="12"`) +
    circle(235, 220, 60, 'none', 'stroke="#fff" stroke-opacity=".5" stroke-width="3"');
  const glow = circle(
    235,
    220,
    80,
    a.rad([
      [0, o.ring, 0.5],
      [1, o.ring, 0],
    ]),
    '',
  );
  return (
    side +
    top +
    front +
    glow +
    ring +
    path('M176 330h118M176 350h118M176 370h118', 'none', 'stroke="#0b1020" stroke-width="4" stroke-opacity=".6"')
  );
}

/** A PlayStation-style console: black core between curved white wings. */
export function wingConsole(a: Art, o: { fins: boolean; slim: boolean }): string {
  const h = o.slim ? 270 : 310;
  const top = 400 - h;
  const white = a.body('#f8fafc', 0.1, 0.22);
  const core = rect(232, top + 10, 48, h - 10, 10, a.body('#1e1e24', 0.2, 0.3));
  const left = path(
    `M236 ${top + 24}C200 ${top}, 150 ${top - 16}, 136 ${top + 20}C150 ${top + 140}, 170 ${top + 240}, 180 400H236Z`,
    white,
  );
  const right = path(
    `M276 ${top + 24}C312 ${top}, 362 ${top - 16}, 376 ${top + 20}C362 ${top + 140}, 342 ${top + 240}, 332 400H276Z`,
    white,
  );
  const fins = o.fins
    ? path(
        `M160 ${top + 120}h72M164 ${top + 136}h68M280 ${top + 120}h72M280 ${top + 136}h68`,
        'none',
        'stroke="#111" stroke-width="6" stroke-opacity=".8"',
      )
    : '';
  const band = o.slim ? path(`M162 ${top + 150}h72v14h-70ZM278 ${top + 150}h72l-2 14h-70Z`, '#1e1e24', '') : '';
  return (
    core +
    left +
    right +
    fins +
    band +
    path(`M256 ${top + 40}v${h - 70}`, 'none', 'stroke="#60a5fa" stroke-width="3" stroke-opacity=".8"')
  );
}

/** An Xbox-style tower: a dark cuboid with a glowing vent on top. */
export function blockConsole(a: Art): string {
  const front = path('M150 150h150v250H150Z', a.body('#18181b', 0.2, 0.3));
  const side = path('M300 150l70-40v250l-70 40Z', '#0a0a0c');
  const top = path('M150 150l70-40h150l-70 40Z', '#27272a');
  const vent = ellipse(260, 130, 58, 20, '#052e16') + ellipse(260, 130, 46, 15, a.rad(['#4ade80', '#15803d']), '');
  const dots = Array.from({ length: 6 }, (_, i) => circle(232 + i * 11, 130 + (i % 2) * 5, 3, '#052e16', '')).join('');
  return front + side + top + vent + dots + circle(176, 176, 7, '#fafafa', '') + shine('M160 170v210', 0.12, 8);
}

/** A handheld console: a body, a screen, and controls left and right. */
export function handheld(
  a: Art,
  o: { body: string; left?: string; right?: string; width: number; pads?: boolean },
): string {
  const w = o.width;
  const x = 256 - w / 2;
  const split = Boolean(o.left && o.right);
  const grip = (gx: number, color: string) => rect(gx, 176, 80, 170, 36, a.body(color, 0.25, 0.3));
  const body = rect(x, 176, w, 170, split ? 8 : 40, a.body(o.body, 0.2, 0.3));
  const sides = o.left && o.right ? grip(x - 66, o.left) + grip(x + w - 14, o.right) : '';
  const sw = split ? w - 20 : 100;
  const screen =
    rect(256 - sw / 2, 196, sw, 130, 10, '#050608', '') +
    rect(262 - sw / 2, 202, sw - 12, 118, 6, a.lin(['#22d3ee', '#6366f1', '#f43f5e'], 0, 0, 1, 1), '');
  const lx = split ? x - 28 : x + 26;
  const rx = split ? x + w + 28 : x + w - 26;
  const stick = (cx: number, cy: number) => circle(cx, cy, 14, '#18181b') + circle(cx, cy, 8, '#3f3f46', '');
  const pad = (cx: number) => (o.pads ? rect(cx - 18, 282, 36, 36, 8, shade(o.body, -0.25), THIN) : '');
  const buttons = [0, 1, 2, 3]
    .map((i) => circle(rx + [0, 14, 0, -14][i]!, 266 + [-14, 0, 14, 0][i]!, 6, '#0b1020', ''))
    .join('');
  const dpad = path(`M${lx - 6} 252h12v8h8v12h-8v8h-12v-8h-8v-12h8Z`, '#0b1020', '');
  return sides + body + screen + stick(lx, 214) + stick(rx, 214) + dpad + buttons + pad(lx) + pad(rx);
}

/** A standalone VR headset with its strap. */
export function vrHeadset(a: Art): string {
  const strap = path('M120 250c0-130 272-130 272 0', 'none', 'stroke="#3f3f46" stroke-width="26"');
  const visor = path(
    'M116 220c0-40 30-60 70-60h140c40 0 70 20 70 60v50c0 50-30 74-70 74H186c-40 0-70-24-70-74Z',
    a.body('#f4f4f5', 0.3, 0.22),
  );
  const cams =
    ellipse(186, 240, 18, 26, '#18181b', '') +
    ellipse(326, 240, 18, 26, '#18181b', '') +
    ellipse(256, 222, 14, 10, '#18181b', '') +
    ellipse(210, 300, 8, 10, '#27272a', '') +
    ellipse(302, 300, 8, 10, '#27272a', '');
  return strap + visor + cams + shine('M150 196c30-14 160-14 210 0', 0.5, 8);
}

/** A gamepad from the front. */
export function controller(a: Art, o: { shell: string; face: string; accent: string }): string {
  const shell = path(
    'M170 190h172c40 0 64 30 74 70l20 80c8 34-30 56-56 30l-40-42H172l-40 42c-26 26-64 4-56-30l20-80c10-40 34-70 74-70Z',
    a.body(o.shell, 0.3, 0.25),
  );
  const face = rect(196, 206, 120, 60, 20, a.body(o.face, 0.15, 0.2), THIN);
  const stick = (cx: number) => circle(cx, 300, 26, '#18181b') + circle(cx, 300, 16, '#3f3f46', '');
  const dpad = path('M142 232h20v14h14v20h-14v14h-20v-14h-14v-20h14Z', '#27272a', '');
  const btn = (cx: number, cy: number, c: string) => circle(cx, cy, 9, c, THIN);
  const buttons =
    btn(370, 236, o.accent) + btn(390, 256, '#ef4444') + btn(370, 276, '#3b82f6') + btn(350, 256, '#22c55e');
  return shell + face + stick(206) + stick(306) + dpad + buttons + shine('M150 210c60-8 150-8 210 0', 0.4, 6);
}

/** A gift card with a glyph; `glyph` is SVG drawn around (0, 0). */
export function giftCard(a: Art, o: { colors: string[]; glyph: string }): string {
  const card = rect(96, 150, 320, 200, 22, a.lin(o.colors, 0, 0, 1, 1));
  const gloss = path(
    'M96 250c100-60 220-80 320-70V172c0-12-10-22-22-22H118c-12 0-22 10-22 22Z',
    '#ffffff',
    'fill-opacity=".12"',
  );
  const chip = rect(126, 190, 52, 40, 8, a.metal('#fcd34d'), THIN);
  const lines =
    rect(126, 300, 120, 10, 5, '#ffffff', 'fill-opacity=".6"') +
    rect(126, 318, 80, 10, 5, '#ffffff', 'fill-opacity=".4"');
  return g('rotate(-8 256 250)', card + gloss + chip + lines + g('translate(340 270) scale(1.1)', o.glyph));
}

/** A cloth desk mat in perspective with stitched edges. */
export function mousePad(a: Art, o: { color: string; edge: string; wide: boolean }): string {
  const w = o.wide ? 170 : 130;
  const d = `M${256 - w - 40} 360L${256 - w + 40} 220H${256 + w + 40}L${256 + w - 40} 360Z`;
  const mat =
    path(d, a.lin([shade(o.color, 0.2), o.color, shade(o.color, -0.3)], 0, 0, 1, 1)) +
    path(d, 'none', `stroke="${o.edge}" stroke-width="5" stroke-dasharray="10 6" transform="translate(0 0)"`);
  const thickness = path(`M${256 - w - 40} 360H${256 + w - 40}v10H${256 - w - 40}Z`, shade(o.color, -0.5), '');
  const glow = ellipse(
    300,
    290,
    60,
    24,
    a.rad([
      [0, o.edge, 0.5],
      [1, o.edge, 0],
    ]),
    '',
  );
  const puck =
    path('M300 250c20 0 30 14 30 30s-10 34-30 34-30-18-30-34 10-30 30-30Z', a.body('#27272a', 0.3, 0.3)) +
    path('M300 252v24', 'none', THIN);
  return thickness + mat + glow + puck;
}
