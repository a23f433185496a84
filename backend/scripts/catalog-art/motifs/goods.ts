/** Bags, fragrance, drinks, pens, eyewear and small leather goods. */
import { Art, THIN, circle, ellipse, g, path, rect, shade, shine } from '../svg';

/** An open tote with thin handles; `monogram` overlays a repeating flower-and-dot print. */
export function tote(a: Art, o: { color: string; trim: string; monogram?: string }): string {
  const handles = path(
    'M190 200c0-130 40-130 40 0M282 200c0-130 40-130 40 0',
    'none',
    `stroke="${o.trim}" stroke-width="10"`,
  );
  const shape = 'M120 200H392L366 404H146Z';
  const body = path(shape, a.body(o.color, 0.15, 0.25));
  const print = o.monogram
    ? path(
        shape,
        a.pattern(
          36,
          `<circle cx="9" cy="9" r="5" fill="${o.monogram}"/><path d="M27 21l4 6-4 6-4-6Z" fill="${o.monogram}"/>`,
        ),
        '',
      )
    : '';
  const trim =
    path('M120 200H392L389 222H123Z', a.body(o.trim, 0.2, 0.2)) +
    path('M146 404h220', 'none', `stroke="${o.trim}" stroke-width="8"`);
  return (
    handles +
    body +
    print +
    trim +
    path('M134 240l18 150M378 240l-18 150', 'none', `stroke="${o.trim}" stroke-width="6" stroke-dasharray="8 8"`)
  );
}

/** A structured top-handle bag with flap, straps, turn-lock and padlock. */
export function kellyBag(a: Art, o: { color: string; hardware: string }): string {
  const handle = path('M206 196c0-80 100-80 100 0', 'none', `stroke="${shade(o.color, -0.2)}" stroke-width="16"`);
  const body = path('M126 200H386L404 404H108Z', a.body(o.color, 0.2, 0.25));
  const flap =
    path('M126 200H386L370 270H142Z', a.body(shade(o.color, 0.06), 0.15, 0.2)) +
    path('M150 200v70M362 200v70', 'none', `stroke="${shade(o.color, -0.3)}" stroke-width="10"`);
  const lock =
    rect(236, 254, 40, 30, 6, a.metal(o.hardware)) +
    path('M244 330v-20a12 12 0 0 1 24 0v20', 'none', `stroke="${o.hardware}" stroke-width="6"`) +
    rect(236, 326, 40, 36, 6, a.metal(o.hardware));
  return handle + body + flap + lock + path('M114 390h284', 'none', THIN) + shine('M150 230l-10 150', 0.25, 8);
}

/** A small crescent shoulder bag with a thin strap and a triangle plaque. */
export function hoboBag(a: Art, o: { color: string }): string {
  const strap = path('M130 250C150 60 362 60 382 250', 'none', `stroke="${shade(o.color, -0.2)}" stroke-width="10"`);
  const body = path('M110 240c40 30 252 30 292 0 10 80-40 150-146 150S100 320 110 240Z', a.body(o.color, 0.3, 0.25));
  const plaque = path('M236 300h40l-20 28Z', a.metal('#cbd5e1'));
  return (
    strap +
    body +
    plaque +
    path(
      'M130 262c60 24 192 24 252 0',
      'none',
      'stroke="#fff" stroke-opacity=".25" stroke-width="4" stroke-dasharray="6 6"',
    )
  );
}

/** A hair-styler wand with a barrel attachment and cable. */
export function styler(a: Art, o: { color: string }): string {
  const cord = path('M256 400c0 30-60 40-110 20', 'none', 'stroke="#27272a" stroke-width="10" stroke-linecap="round"');
  const handle =
    rect(224, 220, 64, 184, 26, a.round(o.color)) +
    rect(224, 250, 64, 60, 4, a.pattern(8, '<circle cx="4" cy="4" r="2" fill="#52525b"/>'), '');
  const barrel =
    rect(230, 80, 52, 146, 22, a.round('#d4d4d8')) +
    path('M246 96v110M256 96v110M266 96v110', 'none', 'stroke="#71717a" stroke-width="3"');
  return cord + barrel + handle + rect(224, 214, 64, 14, 4, a.metal('#a1a1aa'), THIN);
}

/** A fountain pen or ballpoint with cap and clip, drawn diagonally. */
export function pen(a: Art, o: { barrel: string; trim: string }): string {
  const barrel = rect(116, 236, 250, 40, 20, a.body(o.barrel, 0.35, 0.3));
  const tip = path('M116 242l-40 14 40 14Z', a.metal(o.trim));
  const cap =
    rect(300, 232, 130, 48, 22, a.body(o.barrel, 0.35, 0.3)) +
    rect(300, 232, 14, 48, 2, a.metal(o.trim), '') +
    rect(342, 222, 92, 12, 6, a.metal(o.trim));
  const star = circle(432, 256, 10, '#f8fafc', THIN);
  return (
    g('rotate(-30 256 256)', barrel + tip + cap + star + rect(180, 238, 12, 36, 2, a.metal(o.trim), '')) +
    shine('M180 300l120-70', 0.3, 5)
  );
}

/** Square-framed sunglasses from the front. */
export function sunglasses(a: Art, o: { frame: string; lens: string[] }): string {
  const lens = a.lin(o.lens, 0, 0, 1, 1);
  const frame = a.body(o.frame, 0.3, 0.2);
  const temples = path(
    'M86 220l-30 40M426 220l30 40',
    'none',
    `stroke="${o.frame}" stroke-width="12" stroke-linecap="round"`,
  );
  const left = rect(86, 196, 152, 120, 30, frame) + rect(100, 210, 124, 92, 22, lens, '');
  const right = rect(274, 196, 152, 120, 30, frame) + rect(288, 210, 124, 92, 22, lens, '');
  const bridge = path('M236 226c10-12 30-12 40 0', 'none', `stroke="${o.frame}" stroke-width="12"`);
  return temples + left + right + bridge + shine('M116 226l40-6M304 226l40-6', 0.5, 6);
}

/** A rectangular perfume bottle with a label and a black cap. */
export function perfume(a: Art, o: { liquid: string }): string {
  const glass = rect(160, 170, 192, 230, 18, a.lin(['#ffffff', '#e2e8f0'], 0, 0, 1, 1), 'class="o" fill-opacity=".7"');
  const liquid = rect(172, 200, 168, 188, 12, a.body(o.liquid, 0.25, 0.2), '');
  const label =
    rect(198, 250, 116, 80, 4, '#fafaf9', THIN) +
    path('M214 272h84M214 290h60M214 308h70', 'none', 'stroke="#44403c" stroke-width="4"');
  const cap = rect(226, 100, 60, 74, 10, a.body('#1c1917', 0.25, 0.2)) + rect(236, 164, 40, 12, 2, '#a8a29e', '');
  return glass + liquid + label + cap + shine('M174 186v190', 0.6, 6);
}

/** A Champagne bottle with foil and a label; `shield` draws a shield-shaped label. */
export function champagne(a: Art, o: { glass: string; foil: string; label: string; shield?: boolean }): string {
  const body = path(
    'M236 150V70h40v80c0 40 50 56 50 100v138c0 10-8 16-18 16H204c-10 0-18-6-18-16V250c0-44 50-60 50-100Z',
    a.round(o.glass),
  );
  const foil = path('M232 64h48v96c0 16 10 26 18 34H214c8-8 18-18 18-34Z', a.round(o.foil));
  const label = o.shield
    ? path('M212 270h88v54c0 26-22 40-44 52-22-12-44-26-44-52Z', a.body(o.label, 0.2, 0.2))
    : rect(190, 276, 132, 84, 8, a.body(o.label, 0.1, 0.15)) + rect(190, 346, 132, 10, 0, '#b91c1c', '');
  return body + foil + label + shine('M202 260v120', 0.35, 6);
}

/** A scented candle in a glass with a lit wick. */
export function candle(a: Art, o: { glass: string; label: string }): string {
  const glow = circle(
    256,
    150,
    80,
    a.rad([
      [0, '#fde68a', 0.7],
      [1, '#fde68a', 0],
    ]),
    '',
  );
  const glass = path('M166 200h180l-6 186c0 10-8 16-18 16H190c-10 0-18-6-18-16Z', a.body(o.glass, 0.3, 0.2));
  const wax = ellipse(256, 204, 88, 14, '#fef3c7', THIN);
  const label =
    ellipse(256, 300, 56, 44, o.label, THIN) +
    path('M226 292h60M234 308h44', 'none', 'stroke="#1c1917" stroke-width="4"');
  const flame =
    path('M256 130c18 24 14 46 0 56-14-10-18-32 0-56Z', a.rad(['#fff7ed', '#fdba74', '#f97316'], 0.5, 0.7, 0.7), '') +
    path('M256 186v14', 'none', 'stroke="#1c1917" stroke-width="3"');
  return glow + glass + wax + label + flame + shine('M184 224l4 150', 0.3, 6);
}

/** A slim leather card case with card slots and a small metal monogram. */
export function cardCase(a: Art, o: { color: string; metal: string }): string {
  const back = g(
    'rotate(-8 256 256)',
    rect(136, 170, 240, 170, 16, a.body(o.color, 0.2, 0.25)) +
      path('M150 210h212M150 250h212', 'none', THIN) +
      rect(226, 290, 60, 26, 4, a.metal(o.metal), THIN),
  );
  const card = g('rotate(-8 256 256)', rect(170, 150, 170, 40, 6, a.lin(['#e0f2fe', '#93c5fd'], 0, 0, 1, 1), THIN));
  return card + back;
}

/** A coiled leather belt with a metal buckle. */
export function belt(a: Art, o: { color: string; metal: string }): string {
  const coil =
    ellipse(256, 250, 140, 100, 'none', `stroke="${shade(o.color, -0.25)}" stroke-width="36"`) +
    ellipse(256, 250, 96, 66, 'none', `stroke="${o.color}" stroke-width="36"`);
  const tail = path(
    'M256 150c80 0 150 10 180 40',
    'none',
    `stroke="${o.color}" stroke-width="34" stroke-linecap="round"`,
  );
  const buckle =
    circle(216, 250, 34, 'none', `stroke="${a.metal(o.metal)}" stroke-width="12"`) +
    circle(296, 250, 34, 'none', `stroke="${a.metal(o.metal)}" stroke-width="12"`);
  return coil + tail + buckle;
}
