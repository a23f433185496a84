/** Small electronics and desk accessories. */
import { Art, THIN, circle, ellipse, g, path, rect, shade, shine } from '../svg';

/** A portable cylindrical speaker lying on its side. */
export function speaker(a: Art, o: { color: string; accent: string }): string {
  const body = rect(96, 186, 320, 150, 75, a.body(o.color, 0.25, 0.35));
  const grill = path(
    'M150 200v122M190 196v130M230 196v130M270 196v130M310 196v130M350 200v122',
    'none',
    `stroke="${shade(o.color, -0.3)}" stroke-width="3" stroke-opacity=".6"`,
  );
  const ends =
    ellipse(112, 261, 20, 70, shade(o.color, -0.45), THIN) + ellipse(400, 261, 20, 70, shade(o.color, -0.45), THIN);
  const band = rect(150, 312, 212, 16, 8, shade(o.color, -0.35), '') + rect(230, 240, 52, 22, 6, o.accent, THIN);
  return body + grill + ends + band + shine('M160 206h190', 0.35, 8);
}

/** A computer mouse from above; `gaming` adds side wings and an RGB strip. */
export function mouse(a: Art, o: { color: string; gaming?: string }): string {
  const shell = o.gaming
    ? 'M256 100c60 0 86 40 90 110l8 60c6 70-30 136-98 136s-104-66-98-136l8-60c4-70 30-110 90-110Z'
    : 'M256 104c62 0 92 50 92 140s-30 160-92 160-92-70-92-160 30-140 92-140Z';
  const body = path(shell, a.body(o.color, 0.3, 0.3));
  const split = path('M256 106v96M176 200c50 14 110 14 160 0', 'none', THIN);
  const wheel = rect(246, 140, 20, 44, 10, shade(o.color, -0.4), THIN);
  const rgb = o.gaming
    ? path('M178 300c40 50 116 50 156 0', 'none', `stroke="${o.gaming}" stroke-width="6" stroke-linecap="round"`)
    : '';
  return g('rotate(-14 256 256)', body + split + wheel + rgb + shine('M206 140c-14 30-18 70-16 100', 0.35, 8));
}

/** A power bank with a small display and ports. */
export function powerBank(a: Art, o: { color: string }): string {
  const body = rect(176, 90, 160, 310, 30, a.body(o.color, 0.25, 0.3));
  const screen =
    rect(206, 130, 100, 50, 10, '#050608', '') +
    rect(218, 146, 56, 18, 4, '#22d3ee', '') +
    rect(278, 150, 8, 10, 2, '#22d3ee', '');
  const ports = rect(228, 370, 24, 10, 5, '#0b1020', '') + rect(262, 370, 24, 10, 5, '#0b1020', '');
  return g('rotate(8 256 256)', body + screen + ports + shine('M196 210v150', 0.25, 10));
}

/** A compact wall charger with folding prongs and a USB-C port. */
export function wallCharger(a: Art, o: { color: string }): string {
  const prongs = rect(224, 110, 18, 60, 4, a.metal('#d4d4d8')) + rect(270, 110, 18, 60, 4, a.metal('#d4d4d8'));
  const body = rect(176, 156, 160, 200, 36, a.body(o.color, 0.3, 0.25));
  const port = rect(236, 300, 40, 16, 8, '#0b1020', '');
  return prongs + body + port + shine('M196 190v120', 0.4, 8);
}

function usbPlug(a: Art, x: number, y: number, angle: number): string {
  return g(
    `rotate(${angle} ${x} ${y})`,
    rect(x - 22, y - 40, 44, 60, 12, a.body('#e4e4e7', 0.3, 0.25)) +
      rect(x - 13, y - 66, 26, 30, 8, a.metal('#a1a1aa')) +
      rect(x - 7, y - 60, 14, 6, 3, '#0b1020', ''),
  );
}

/** A coiled, braided USB-C cable. */
export function cable(a: Art, o: { color: string }): string {
  const d = 'M150 330c-60-60 10-160 110-150s140 120 60 160-180-10-150-90 170-90 190 10';
  const coil =
    path(d, 'none', `stroke="${shade(o.color, -0.35)}" stroke-width="22" stroke-linecap="round"`) +
    path(d, 'none', `stroke="${o.color}" stroke-width="14" stroke-linecap="round"`) +
    path(d, 'none', `stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-dasharray="6 8"`);
  return coil + usbPlug(a, 150, 360, 200) + usbPlug(a, 362, 280, 10);
}

/** An aluminium stand holding a phone. */
export function phoneStand(a: Art): string {
  const arm = path('M300 370l40-190 22 4-34 186Z', a.metal('#d4d4d8'));
  const base = path('M140 370h240v18H140Z', a.metal('#a1a1aa')) + path('M176 370v-26h18v26Z', a.metal('#a1a1aa'));
  const phone = g(
    'translate(-6 20) rotate(14 256 250)',
    rect(196, 100, 124, 250, 24, '#18181b') +
      rect(204, 108, 108, 234, 18, a.lin(['#38bdf8', '#6366f1', '#ec4899'], 0, 0, 1, 1), ''),
  );
  return arm + phone + base;
}

/** A spray bottle with a microfibre cloth, optionally a brush. */
export function sprayKit(a: Art, o: { liquid: string; cloth: string; brush?: boolean }): string {
  const cloth =
    path('M110 340l120-40 150 30-120 50Z', a.body(o.cloth, 0.2, 0.2)) + path('M140 338l100-30', 'none', THIN);
  const bottle =
    rect(190, 170, 90, 200, 22, a.round(o.liquid)) +
    rect(206, 140, 58, 36, 8, '#e4e4e7') +
    path('M214 100h60l20 20v22h-80Z', a.body('#334155')) +
    path('M294 118h30v14h-30Z', '#334155') +
    rect(200, 240, 70, 70, 10, '#f8fafc', THIN);
  const brush = o.brush
    ? g(
        'rotate(-28 360 250)',
        rect(330, 180, 60, 150, 14, a.body('#92400e')) +
          rect(324, 300, 72, 46, 10, '#fafaf9') +
          path('M332 346v20M346 346v20M360 346v20M374 346v20M388 346v20', 'none', 'stroke="#d6d3d1" stroke-width="5"'),
      )
    : '';
  return cloth + brush + bottle + shine('M202 190v150', 0.35, 8);
}

/** Silicone cable clips on a desk edge. */
export function cableClips(a: Art, o: { colors: string[] }): string {
  const slab =
    path('M86 330l340 0 0 40-340 0Z', a.body('#a16207', 0.2, 0.2)) +
    path('M86 330l30-40h340l-30 40Z', a.body('#ca8a04', 0.3, 0.1));
  const clips = o.colors
    .map((c, i) => {
      const x = 150 + i * 72;
      return rect(x - 26, 250, 52, 56, 14, a.body(c, 0.3, 0.25)) + circle(x, 262, 8, shade(c, -0.45), '');
    })
    .join('');
  const wire = o.colors
    .map((_, i) =>
      path(`M${150 + i * 72} 262v-${120 - i * 20}`, 'none', 'stroke="#27272a" stroke-width="8" stroke-linecap="round"'),
    )
    .join('');
  return slab + wire + clips;
}
