/** Small white glyphs for gift cards and badges, drawn around (0, 0). */
const S = 'fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"';

export const GAMEPAD_GLYPH =
  '<path d="M-26-14h52c10 0 16 8 18 16l5 18c2 8-8 13-14 7l-10-9h-50l-10 9c-6 6-16 1-14-7l5-18c2-8 8-16 18-16Z" fill="#fff"/>';
export const VALVE_GLYPH = `<circle cx="10" cy="-8" r="18" ${S}/><circle cx="-22" cy="18" r="9" fill="#fff"/><path d="M-22 18L4-2" ${S}/>`;
export const X_GLYPH = `<circle r="30" ${S}/><path d="M-14-14L14 14M14-14L-14 14" ${S}/>`;
