/** Coins with crypto symbols and hardware wallets. */
import { Art, THIN, circle, ellipse, g, path, rect, shade, shine } from '../svg';
import { BITCOIN_GLYPH } from '../emblems';

export type CoinSymbol = 'btc' | 'eth' | 'sol' | 'usdc';

const GLYPHS: Record<CoinSymbol, string> = {
  btc: BITCOIN_GLYPH,
  eth: '<path d="M0-46L28 2 0 18-28 2Z" fill="#fff"/><path d="M0 26L28 10 0 48-28 10Z" fill="#fff" fill-opacity=".85"/><path d="M0-46V18L28 2Z" fill="#000" fill-opacity=".15"/>',
  sol: '<path d="M-24-30h52l-10 12h-52ZM-34-6h52l10 12h-52ZM-24 18h52l-10 12h-52Z" fill="#fff"/>',
  usdc: '<path d="M12-14c-4-8-26-10-26 2s26 8 26 20-22 14-28 4M-1-28v56" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/><path d="M-22-34a40 40 0 0 0 0 68M22-34a40 40 0 0 1 0 68" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>',
};

const COLORS: Record<CoinSymbol, string[]> = {
  btc: ['#fbbf24', '#f7931a', '#c2410c'],
  eth: ['#a5b4fc', '#627eea', '#3730a3'],
  sol: ['#14f195', '#7c3aed', '#9945ff'],
  usdc: ['#60a5fa', '#2775ca', '#1e3a8a'],
};

function coinFace(a: Art, symbol: CoinSymbol, cx: number, cy: number, radius: number): string {
  const [light, base, dark] = COLORS[symbol] as [string, string, string];
  return (
    circle(cx + radius * 0.06, cy + radius * 0.06, radius, dark) +
    circle(cx, cy, radius, a.lin([light, base, dark], 0, 0, 1, 1)) +
    circle(cx, cy, radius * 0.8, a.lin([base, light], 0, 0, 1, 1), THIN) +
    g(`translate(${cx} ${cy}) scale(${(radius / 60).toFixed(2)}) rotate(${symbol === 'btc' ? 12 : 0})`, GLYPHS[symbol])
  );
}

/** An upright coin of `radius`, with `stack` coins lying beside it. */
export function coins(a: Art, o: { symbol: CoinSymbol; radius: number; stack: number }): string {
  const [, base, dark] = COLORS[o.symbol] as [string, string, string];
  const stack = Array.from({ length: o.stack }, (_, i) => {
    const y = 390 - i * 20;
    return ellipse(150, y + 6, 70, 22, dark) + ellipse(150, y, 70, 22, a.lin([shade(base, 0.3), base], 0, 0, 1, 0));
  }).join('');
  const cx = o.stack > 0 ? 290 : 256;
  const cy = 400 - o.radius - 6;
  const glow = circle(
    cx,
    cy,
    o.radius * 1.4,
    a.rad([
      [0, '#fff7ed', 0.5],
      [1, '#fff7ed', 0],
    ]),
    '',
  );
  return (
    glow +
    stack +
    coinFace(a, o.symbol, cx, cy, o.radius) +
    shine(
      `M${cx - o.radius * 0.6} ${cy - o.radius * 0.3}a${o.radius * 0.7} ${o.radius * 0.7} 0 0 1 ${o.radius * 0.5} -${o.radius * 0.4}`,
      0.5,
      8,
    )
  );
}

/** A USB-stick hardware wallet with a swivel cover. */
export function stickWallet(a: Art): string {
  const cover = g('rotate(-24 320 250)', rect(150, 210, 260, 80, 40, a.metal('#cbd5e1')));
  const body =
    rect(130, 216, 250, 68, 34, a.body('#18181b', 0.2, 0.3)) +
    rect(180, 232, 120, 36, 6, '#050608', '') +
    rect(192, 244, 70, 12, 3, '#e5e7eb', '');
  return (
    cover +
    body +
    circle(336, 250, 18, a.metal('#a1a1aa')) +
    rect(200, 206, 30, 12, 4, '#3f3f46', THIN) +
    rect(250, 206, 30, 12, 4, '#3f3f46', THIN)
  );
}

/** A credit-card-sized hardware wallet with a curved E Ink screen. */
export function cardWallet(a: Art): string {
  const spine = rect(142, 96, 30, 320, 14, '#27272a');
  const body = rect(156, 96, 214, 320, 18, a.body('#1c1917', 0.2, 0.3));
  const screen = rect(170, 110, 188, 292, 10, a.lin(['#f5f5f4', '#d6d3d1'], 0, 0, 1, 1), '');
  const art =
    circle(264, 220, 52, 'none', 'stroke="#44403c" stroke-width="8"') +
    path('M214 330h100M230 352h68', 'none', 'stroke="#44403c" stroke-width="8" stroke-linecap="round"');
  return g('rotate(-8 256 256)', spine + body + screen + art);
}

/** A compact hardware wallet; `touch` gives it a colour touchscreen, otherwise a small screen and two buttons. */
export function pocketWallet(a: Art, o: { touch: boolean }): string {
  const body = rect(176, 116, 160, 270, 30, a.body('#1f2937', 0.25, 0.3));
  const screen = o.touch
    ? rect(192, 136, 128, 200, 12, a.lin(['#22d3ee', '#6366f1', '#0f172a'], 0, 0, 1, 1), '') +
      circle(256, 236, 28, 'none', 'stroke="#fff" stroke-width="6"')
    : rect(196, 150, 120, 90, 8, '#020617', '') +
      path('M216 180h60M216 200h80', 'none', 'stroke="#e2e8f0" stroke-width="6" stroke-linecap="round"') +
      circle(224, 300, 16, '#374151', THIN) +
      circle(288, 300, 16, '#374151', THIN);
  return (
    g('rotate(6 256 256)', body + screen + rect(236, 372, 40, 10, 5, '#0b1020', '')) + shine('M196 140v220', 0.2, 8)
  );
}
