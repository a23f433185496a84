/** Wristwatches: analogue (round or octagonal) and square digital. */
import { Art, THIN, circle, g, path, r, rect, shade, shine } from '../svg';

export interface WatchOptions {
  shape: 'round' | 'octagon';
  metal: string;
  dial: string;
  strap: { kind: 'bracelet' | 'integrated' | 'leather' | 'canvas'; color: string };
  bezel?: string;
  markers?: string;
  subdials?: boolean;
  date?: boolean;
  second?: string;
  tapisserie?: boolean;
}

function strap(a: Art, o: WatchOptions): string {
  const { kind, color } = o.strap;
  const fill = kind === 'bracelet' || kind === 'integrated' ? a.metal(color) : a.body(color, 0.2, 0.25);
  const topW = kind === 'integrated' ? 150 : 116;
  const top = path(`M${256 - topW / 2} 180L${256 - 48} 46h96L${256 + topW / 2} 180Z`, fill);
  const bottom = path(`M${256 - topW / 2} 320L${256 - 48} 466h96L${256 + topW / 2} 320Z`, fill);
  let detail = '';
  if (kind === 'bracelet' || kind === 'integrated') {
    const rows = [70, 100, 130, 370, 400, 430].map((y) => `M200 ${y}h112`).join('');
    detail = path(`${rows}M236 50v130M276 50v130M236 330v132M276 330v132`, 'none', THIN);
  } else {
    const stitch = `stroke="${shade(color, 0.45)}" stroke-width="3" stroke-dasharray="7 6"`;
    detail =
      path('M218 56v110M294 56v110M218 340v116M294 340v116', 'none', stitch) +
      (kind === 'canvas'
        ? path('M230 80h52M230 110h52M230 380h52M230 410h52', 'none', `stroke="${shade(color, -0.2)}" stroke-width="4"`)
        : '');
  }
  return top + bottom + detail;
}

function markers(o: WatchOptions, radius: number): string {
  const parts: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const angle = i * 30;
    const len = i % 3 === 0 ? 16 : 10;
    parts.push(
      `<rect x="${r(256 - 3.5)}" y="${r(250 - radius)}" width="7" height="${len}" rx="2" fill="${o.markers ?? '#f8fafc'}" transform="rotate(${angle} 256 250)"/>`,
    );
  }
  return parts.join('');
}

function hands(o: WatchOptions): string {
  const color = o.markers ?? '#f8fafc';
  const hour = `<path d="M252 252L256 196L260 252Z" fill="${color}" ${THIN} transform="rotate(-50 256 250)"/>`;
  const minute = `<path d="M253 254L256 180L259 254Z" fill="${color}" ${THIN} transform="rotate(60 256 250)"/>`;
  const second = `<path d="M256 268V186" stroke="${o.second ?? '#ef4444'}" stroke-width="2.5" transform="rotate(160 256 250)"/>`;
  return hour + minute + second + circle(256, 250, 6, color, THIN);
}

/** An analogue wristwatch seen from the front. */
export function watch(a: Art, o: WatchOptions): string {
  const metal = a.metal(o.metal);
  const caseShape =
    o.shape === 'octagon'
      ? path('M256 142l76 31 31 77-31 77-76 31-76-31-31-77 31-77Z', metal)
      : circle(256, 250, 104, metal);
  const bezelRing = o.bezel ? circle(256, 250, 90, o.bezel, THIN) + circle(256, 164, 6, '#f8fafc', '') : '';
  const screws =
    o.shape === 'octagon'
      ? Array.from({ length: 8 }, (_, i) =>
          g(`rotate(${i * 45 + 22.5} 256 250)`, circle(256, 165, 5, shade(o.metal, -0.3), '')),
        ).join('')
      : '';
  const dialR = o.bezel ? 72 : 80;
  const dialFill = o.tapisserie
    ? a.pattern(
        9,
        `<rect width="9" height="9" fill="${o.dial}"/><rect x="1.5" y="1.5" width="6" height="6" rx="1" fill="${shade(o.dial, 0.18)}"/>`,
      )
    : a.rad([shade(o.dial, 0.25), o.dial, shade(o.dial, -0.35)], 0.45, 0.4, 0.6);
  const dial = circle(256, 250, dialR, dialFill, THIN);
  const subdials = o.subdials
    ? [
        [-34, 0],
        [0, 34],
        [34, 0],
      ]
        .map(([x, y]) => circle(256 + x!, 250 + y!, 14, shade(o.dial, 0.12), THIN))
        .join('')
    : '';
  const date = o.date ? rect(300, 242, 20, 16, 2, '#f8fafc', THIN) : '';
  const crown = rect(356, 236, 16, 28, 5, metal, THIN);
  return (
    strap(a, o) +
    crown +
    caseShape +
    screws +
    bezelRing +
    dial +
    subdials +
    date +
    markers(o, dialR - 6) +
    hands(o) +
    shine('M190 200c14-30 40-46 70-50', 0.3, 6)
  );
}

/** A square digital watch in a metal case. */
export function digitalWatch(a: Art, o: { metal: string }): string {
  const metal = a.metal(o.metal);
  const bracelet =
    path('M196 180l12-134h96l12 134ZM196 320l12 146h96l12-146Z', metal) +
    path('M206 80h100M206 120h100M206 390h100M206 430h100', 'none', THIN);
  const body =
    rect(146, 150, 220, 200, 40, metal) +
    rect(130, 210, 22, 24, 6, metal, THIN) +
    rect(130, 270, 22, 24, 6, metal, THIN) +
    rect(360, 210, 22, 24, 6, metal, THIN) +
    rect(360, 270, 22, 24, 6, metal, THIN);
  const screen = rect(180, 190, 152, 120, 14, '#0b1020') + rect(194, 206, 124, 88, 6, '#9ca38a', '');
  const digit = (x: number) =>
    path(
      `M${x} 222h24M${x + 26} 226v22M${x + 26} 254v22M${x} 280h24M${x - 2} 254v22M${x - 2} 226v22M${x} 250h24`,
      'none',
      'stroke="#1f2937" stroke-width="5"',
    );
  const screws = [
    [166, 170],
    [346, 170],
    [166, 330],
    [346, 330],
  ]
    .map(([x, y]) => circle(x!, y!, 6, shade(o.metal, -0.35), THIN))
    .join('');
  return bracelet + body + screws + screen + digit(206) + digit(246) + digit(286) + shine('M160 170h80', 0.4, 6);
}
