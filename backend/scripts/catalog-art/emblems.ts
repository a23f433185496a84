/** Category glyphs, drawn in white around (0, 0) within about 64 by 64 units. */
import type { BoxCategory } from '@nova/protocol';

const W = 'fill="#fff"';
const S = 'fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"';

/** A bitcoin-style B drawn with strokes. */
export const BITCOIN_GLYPH = `<path d="M-12-26V26M-12-26H5a12 12 0 0 1 0 25H-12M-12-1H8a13.5 13.5 0 0 1 0 27H-12M-4-34v8M6-34v8M-4 26v8M6 26v8" ${S}/>`;

export const EMBLEMS: Record<BoxCategory, string> = {
  Tech: `<path d="M8-32L-20 6H-1L-8 32L20-8H1Z" ${W}/>`,
  Gaming:
    `<path d="M-22-16h44c10 0 15 7 17 15l5 19c2 9-8 14-14 8L20 16h-40l-10 10c-6 6-16 1-14-8l5-19c2-8 7-15 17-15Z" ${W}/>` +
    `<path d="M-20-4v12M-26 2h12" stroke="#334155" stroke-width="5" stroke-linecap="round"/><circle cx="16" cy="-2" r="4" fill="#334155"/><circle cx="25" cy="6" r="4" fill="#334155"/>`,
  Luxury: `<path d="M-32-8L-18-26H18L32-8L0 30Z" ${W}/><path d="M-32-8H32M-18-26L-8-8L0 30L8-8L18-26M-8-8L0-26L8-8" fill="none" stroke="#334155" stroke-width="2.5" stroke-linejoin="round"/>`,
  Fashion: `<path d="M0-10v-6a9 9 0 1 1 9-9M0-10L-34 16H34Z" ${S}/>`,
  Crypto: BITCOIN_GLYPH,
  Collectibles: `<path d="M0-32L9-11L32-9L14 6L20 29L0 17L-20 29L-14 6L-32-9L-9-11Z" ${W}/>`,
};
