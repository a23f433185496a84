/** Footwear in side view (toe to the right) and socks. */
import { Art, THIN, circle, g, path, rect, shade, shine } from '../svg';

export type ShoeStyle = 'low' | 'high' | 'runner' | 'chunky' | 'loafer';
export type ShoeMark = 'swoosh' | 'stripes' | 'n' | 'panel' | 'none';

const UPPERS: Record<ShoeStyle, string> = {
  low: 'M92 336C88 300 92 252 104 226C124 222 152 232 178 236C190 222 200 206 214 200C226 198 232 206 236 214C270 240 320 262 372 276C410 286 430 306 432 336Z',
  high: 'M96 336C92 280 94 200 100 138C130 130 170 130 196 138C200 160 204 180 212 196C228 198 238 206 242 214C276 240 324 262 374 276C412 286 430 306 432 336Z',
  runner:
    'M92 336C88 296 96 250 116 232C150 236 180 230 204 214C222 204 240 208 252 220C290 250 340 268 384 280C416 290 432 308 432 336Z',
  chunky:
    'M92 322C88 286 92 240 104 214C124 210 152 220 178 224C190 210 200 194 214 188C226 186 232 194 236 202C270 228 320 250 372 264C410 274 430 294 432 322Z',
  loafer: 'M96 336C92 296 98 256 112 240C150 250 196 252 228 246C280 246 340 262 386 280C418 292 432 312 432 336Z',
};

/** Where the laces run for each style: start and end points. */
const LACES: Record<ShoeStyle, [number, number, number, number]> = {
  low: [232, 214, 330, 260],
  high: [204, 152, 330, 260],
  runner: [226, 214, 330, 262],
  chunky: [232, 202, 330, 248],
  loafer: [0, 0, 0, 0],
};

const MARKS: Record<Exclude<ShoeMark, 'none'>, string> = {
  swoosh: 'M150 312C210 314 280 290 336 262C290 300 230 330 170 332C146 333 138 318 150 312Z',
  stripes: 'M196 330l30-72h18l-30 72ZM232 330l30-66h18l-30 66ZM268 330l30-58h18l-30 58Z',
  n: 'M214 322l12-58h18l20 34 8-34h18l-12 58h-18l-20-34-8 34Z',
  panel: 'M140 322c10-40 40-60 90-64 40-2 70 20 80 64Z',
};

function laces(style: ShoeStyle, color: string): string {
  const [x1, y1, x2, y2] = LACES[style];
  const len = Math.hypot(x2 - x1, y2 - y1);
  const [nx, ny] = [(y2 - y1) / len, -(x2 - x1) / len];
  const count = style === 'high' ? 6 : 4;
  const d = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t;
    return `M${Math.round(x - nx * 12)} ${Math.round(y - ny * 12)}L${Math.round(x + nx * 6)} ${Math.round(y + ny * 6)}`;
  }).join('');
  return path(d, 'none', `stroke="${color}" stroke-width="7" stroke-linecap="round"`);
}

/** A shoe: upper, sole, optional toe cap, side mark, laces and print. */
export function shoe(
  a: Art,
  o: {
    style: ShoeStyle;
    upper: string;
    sole: string;
    mark?: ShoeMark;
    accent?: string;
    toe?: string;
    print?: string;
    laces?: string;
  },
): string {
  const upperPath = UPPERS[o.style];
  const soleTop = o.style === 'chunky' ? 316 : 332;
  const soleH = o.style === 'chunky' ? 72 : o.style === 'loafer' ? 22 : 40;
  const sole =
    rect(84, soleTop, 354, soleH, 14, a.body(o.sole, 0.2, 0.3)) +
    (o.style === 'chunky'
      ? path('M92 340c60 10 120-6 180 4s100 0 160-4M92 362c80 8 160-8 340 2', 'none', THIN)
      : path(`M90 ${soleTop + soleH - 12}h344`, 'none', THIN));
  const upper = path(upperPath, a.body(o.upper, 0.22, 0.22));
  const print = o.print
    ? path(
        upperPath,
        a.pattern(
          30,
          `<circle cx="8" cy="8" r="4" fill="${o.print}"/><path d="M22 18l4 5-4 5-4-5Z" fill="${o.print}"/>`,
        ),
        '',
      )
    : '';
  const toe = o.toe
    ? path(
        `M352 ${o.style === 'chunky' ? 258 : 272}C396 282 428 302 432 ${soleTop + 4}H344C338 314 340 290 352 272Z`,
        a.body(o.toe, 0.2, 0.2),
        THIN,
      )
    : '';
  const mark = o.mark && o.mark !== 'none' ? path(MARKS[o.mark], a.body(o.accent ?? '#fff', 0.15, 0.15), THIN) : '';
  const lacing =
    o.style === 'loafer'
      ? path(
          'M224 252c30 14 80 22 130 34',
          'none',
          `stroke="${shade(o.upper, 0.3)}" stroke-width="3" stroke-dasharray="6 5"`,
        ) +
        circle(262, 272, 10, 'none', 'stroke="#facc15" stroke-width="6"') +
        circle(306, 282, 10, 'none', 'stroke="#facc15" stroke-width="6"') +
        path('M272 275l24 5', 'none', 'stroke="#facc15" stroke-width="6"')
      : laces(o.style, o.laces ?? '#fafafa');
  const heel =
    o.style === 'loafer'
      ? ''
      : path(
          'M96 316c-4-24-2-50 6-74',
          'none',
          `stroke="${shade(o.upper, -0.35)}" stroke-width="8" stroke-linecap="round"`,
        );
  return sole + upper + print + toe + mark + heel + lacing + shine('M112 250c4-10 8-16 14-18', 0.4, 6);
}

/** A pair of crew socks. */
export function socks(a: Art, o: { color: string; stripe: string }): string {
  const sock = (dx: number, angle: number) =>
    g(
      `translate(${dx} 0) rotate(${angle} 256 250)`,
      path(
        'M196 80h96v190c0 20 10 30 30 40l56 28c26 13 30 50 0 62-20 6-40 0-60-10l-96-48c-20-10-26-30-26-50Z',
        a.body(o.color, 0.25, 0.2),
      ) +
        rect(196, 80, 96, 26, 6, shade(o.color, -0.1), THIN) +
        path('M196 120h96M196 132h96', 'none', `stroke="${o.stripe}" stroke-width="6"`),
    );
  return sock(-40, -6) + sock(40, 6);
}
