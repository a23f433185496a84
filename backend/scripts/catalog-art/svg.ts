/** A tiny SVG toolkit for the catalog art: colour maths, gradient definitions and shape helpers. */

export type Stop = string | [offset: number, color: string, opacity?: number];

function clamp(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `a` towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lightens (amount > 0) or darkens (amount < 0) a colour. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, '#000000', -amount);
}

/** Rounds coordinates so the files stay small (a 512 canvas needs no sub-pixel precision). */
export function r(n: number): string {
  return String(Math.round(n));
}

/** Collects gradient and filter definitions for one SVG document and hands out unique ids. */
export class Art {
  private readonly defs: string[] = [];
  private count = 0;

  private id(): string {
    this.count += 1;
    return `g${this.count}`;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map((s, i) => {
        const [offset, color, opacity] = typeof s === 'string' ? [i / Math.max(1, stops.length - 1), s] : s;
        const op = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
        return `<stop offset="${Math.round(offset * 100) / 100}" stop-color="${color}"${op}/>`;
      })
      .join('');
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in bounding-box units; returns `url(#id)`. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in bounding-box units; returns `url(#id)`. */
  rad(stops: Stop[], cx = 0.5, cy = 0.5, radius = 0.5): string {
    const id = this.id();
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${radius}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** The usual top-lit body fill for a base colour. */
  body(color: string, light = 0.22, dark = 0.28): string {
    return this.lin([shade(color, light), color, shade(color, -dark)], 0, 0, 0.4, 1);
  }

  /** A side-lit (left to right) fill for round things such as bottles and cylinders. */
  round(color: string): string {
    return this.lin([shade(color, -0.3), shade(color, 0.3), color, shade(color, -0.45)], 0, 0, 1, 0);
  }

  /** A metallic fill. */
  metal(color: string): string {
    return this.lin([shade(color, 0.5), shade(color, -0.15), shade(color, 0.35), shade(color, -0.35)], 0, 0, 1, 1);
  }

  /** A repeating pattern tile of `size` user units; returns `url(#id)`. */
  pattern(size: number, content: string, transform = ''): string {
    const id = this.id();
    const t = transform ? ` patternTransform="${transform}"` : '';
    this.defs.push(
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${t}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from path data; returns `url(#id)`. */
  clip(d: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** A soft blur filter; returns `url(#id)`. */
  blur(deviation: number): string {
    const id = this.id();
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** The finished document: a square 512 viewBox, no external references. */
  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><style>${STYLE}</style><defs>${this.defs.join('')}</defs>${body}</svg>\n`;
  }
}

/** The outline every item shares: a dark, translucent, round-joined stroke (class `o` in {@link STYLE}). */
export const LINE = 'class="o"';
/** A thinner outline for inner details (class `t`). */
export const THIN = 'class="t"';
/** The document's style sheet: the two outline classes. */
const STYLE =
  '.o,.t{stroke:#0b1020;stroke-linejoin:round;stroke-linecap:round}.o{stroke-opacity:.45;stroke-width:4}.t{stroke-opacity:.35;stroke-width:2.5}';

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = LINE): string =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(rx)}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra = LINE): string =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = LINE): string =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = LINE): string => `<path d="${d}" fill="${fill}" ${extra}/>`;

/** A translucent white highlight stroke or shape. */
export const shine = (d: string, opacity = 0.35, width = 6): string =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`;

/** Wraps content in a transform group. */
export const g = (transform: string, content: string): string => `<g transform="${transform}">${content}</g>`;

/** A four-pointed sparkle centred at (x, y). */
export function sparkle(x: number, y: number, size: number, fill = '#fff', opacity = 0.9): string {
  const s = size;
  const k = s * 0.22;
  const d = `M${r(x)} ${r(y - s)}Q${r(x + k)} ${r(y - k)} ${r(x + s)} ${r(y)}Q${r(x + k)} ${r(y + k)} ${r(x)} ${r(y + s)}Q${r(x - k)} ${r(y + k)} ${r(x - s)} ${r(y)}Q${r(x - k)} ${r(y - k)} ${r(x)} ${r(y - s)}Z`;
  return `<path d="${d}" fill="${fill}" fill-opacity="${opacity}"/>`;
}
