/**
 * Marketing banners drawn in the browser from the catalog's box art, with the affiliate's code and link: three
 * formats, exported as PNG. Pure canvas code; the texts come translated.
 */

export const BANNER_FORMATS = {
  square: { width: 1080, height: 1080 },
  wide: { width: 1200, height: 628 },
  leaderboard: { width: 728, height: 90 },
} as const;
export type BannerFormat = keyof typeof BANNER_FORMATS;

export interface BannerTexts {
  brand: string;
  headline: string;
  /** 'Use code NOVA2026'. */
  cta: string;
  link: string;
  rtl: boolean;
}

const FONT = "'Inter', 'Segoe UI', system-ui, 'Noto Sans', 'Noto Sans Arabic', sans-serif";

/** Loads images for drawing (same-origin catalog art, so the canvas stays exportable); missing ones are skipped. */
export async function loadArt(urls: readonly string[]): Promise<HTMLImageElement[]> {
  const images = await Promise.all(
    urls.map(async (url) => {
      const image = new Image();
      image.src = url;
      try {
        await image.decode();
        return image;
      } catch {
        return null;
      }
    }),
  );
  return images.filter((i): i is HTMLImageElement => i !== null);
}

/** Draws one banner on a canvas of its format's size. */
export function drawBanner(canvas: HTMLCanvasElement, format: BannerFormat, art: readonly HTMLImageElement[], texts: BannerTexts): void {
  const { width, height } = BANNER_FORMATS[format];
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  ctx.direction = texts.rtl ? 'rtl' : 'ltr';
  background(ctx, width, height);
  if (format === 'leaderboard') return strip(ctx, art, texts);
  const wide = format === 'wide';
  // Text on the reading side, art on the other (square: text above the art).
  const textX = wide ? (texts.rtl ? width - 64 : 64) : width / 2;
  ctx.textAlign = wide ? 'start' : 'center';
  ctx.fillStyle = '#c4b5fd';
  ctx.font = `800 ${wide ? 30 : 40}px ${FONT}`;
  ctx.fillText(texts.brand.toUpperCase(), textX, wide ? 110 : 120);
  ctx.fillStyle = '#f3f1ff';
  const size = wide ? 56 : 76;
  ctx.font = `800 ${size}px ${FONT}`;
  const lines = wrap(ctx, texts.headline, wide ? 560 : 920);
  lines.forEach((line, i) => ctx.fillText(line, textX, (wide ? 190 : 220) + i * size * 1.15));
  const afterText = (wide ? 190 : 220) + lines.length * size * 1.15;
  pill(ctx, texts.cta, textX, afterText + (wide ? 30 : 40), wide ? 34 : 44, wide ? 'start' : 'center', texts.rtl);
  ctx.fillStyle = '#a6a1c4';
  ctx.font = `500 ${wide ? 24 : 30}px ${FONT}`;
  ctx.fillText(texts.link, textX, wide ? height - 56 : height - 64);
  if (wide) fan(ctx, art, texts.rtl ? 300 : width - 300, height / 2 + 10, 250);
  else fan(ctx, art, width / 2, afterText + 330, 300);
}

/** The 728 x 90 strip: two pieces of art at the start, the words in the middle, the code at the end. */
function strip(ctx: CanvasRenderingContext2D, art: readonly HTMLImageElement[], texts: BannerTexts): void {
  const { width } = BANNER_FORMATS.leaderboard;
  const pillSize = 16;
  ctx.font = `800 ${pillSize}px ${FONT}`;
  const pillWidth = ctx.measureText(texts.cta).width + pillSize * 1.8;
  art.slice(0, 2).forEach((image, i) => ctx.drawImage(image, texts.rtl ? width - 82 - i * 40 : 8 + i * 40, 8 + i * 4, 74, 74));
  const start = 132;
  const room = width - start - pillWidth - 36;
  const textX = texts.rtl ? width - start : start;
  ctx.textAlign = 'start';
  ctx.fillStyle = '#f3f1ff';
  // The largest size (20 px down to 14 px) at which the headline fits, shortened only below that.
  let size = 20;
  do ctx.font = `800 ${size}px ${FONT}`;
  while (ctx.measureText(texts.headline).width > room && --size >= 14);
  ctx.fillText(fit(ctx, texts.headline, room), textX, 40);
  ctx.fillStyle = '#a6a1c4';
  ctx.font = `500 13px ${FONT}`;
  ctx.fillText(fit(ctx, texts.link, room), textX, 64);
  pill(ctx, texts.cta, texts.rtl ? 20 : width - 20, 45, pillSize, 'end', texts.rtl);
}

function background(ctx: CanvasRenderingContext2D, width: number, height: number): void {
  const base = ctx.createLinearGradient(0, 0, width, height);
  base.addColorStop(0, '#12101c');
  base.addColorStop(1, '#09080f');
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, width, height);
  for (const [x, y, r, color] of [
    [width * 0.85, height * 0.2, Math.max(width, height) * 0.55, 'rgba(139, 92, 246, 0.35)'],
    [width * 0.1, height * 0.95, Math.max(width, height) * 0.5, 'rgba(236, 72, 153, 0.22)'],
  ] as const) {
    const glow = ctx.createRadialGradient(x, y, 0, x, y, r);
    glow.addColorStop(0, color);
    glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }
}

/** Up to three pieces of art fanned out around (cx, cy). */
function fan(ctx: CanvasRenderingContext2D, art: readonly HTMLImageElement[], cx: number, cy: number, size: number): void {
  const spots = [
    { dx: -0.62, dy: 0.1, scale: 0.78, angle: -0.22 },
    { dx: 0.62, dy: 0.14, scale: 0.78, angle: 0.2 },
    { dx: 0, dy: 0, scale: 1, angle: 0 },
  ];
  const order = [art[1], art[2], art[0]];
  spots.forEach((spot, i) => {
    const image = order[i];
    if (!image) return;
    const s = size * spot.scale;
    ctx.save();
    ctx.translate(cx + spot.dx * size, cy + spot.dy * size);
    ctx.rotate(spot.angle);
    ctx.shadowColor = 'rgba(0, 0, 0, 0.55)';
    ctx.shadowBlur = 40;
    roundRect(ctx, -s / 2, -s / 2, s, s, s * 0.12);
    ctx.fillStyle = '#1a1728';
    ctx.fill();
    ctx.shadowBlur = 0;
    ctx.clip();
    ctx.drawImage(image, -s / 2, -s / 2, s, s);
    ctx.restore();
  });
}

/** A gradient pill with `text`, anchored at x by `align` ('start' follows the direction). */
function pill(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  fontSize: number,
  align: 'start' | 'center' | 'end',
  rtl: boolean,
): void {
  ctx.font = `800 ${fontSize}px ${FONT}`;
  const padX = fontSize * 0.9;
  const w = ctx.measureText(text).width + padX * 2;
  const h = fontSize * 1.9;
  const leftToRight = align === 'center' ? 'center' : (align === 'start') !== rtl ? 'left' : 'right';
  const left = leftToRight === 'center' ? x - w / 2 : leftToRight === 'left' ? x : x - w;
  const fill = ctx.createLinearGradient(left, 0, left + w, 0);
  fill.addColorStop(0, '#8b5cf6');
  fill.addColorStop(1, '#ec4899');
  roundRect(ctx, left, y - h / 2, w, h, h / 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, left + w / 2, y);
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = align === 'center' ? 'center' : 'start';
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Splits text into lines no wider than `max` (by words; languages without spaces break between characters). */
export function wrap(ctx: Pick<CanvasRenderingContext2D, 'measureText'>, text: string, max: number): string[] {
  const spaced = /\s/.test(text.trim());
  const parts = spaced ? text.trim().split(/\s+/) : [...text.trim()];
  const lines: string[] = [];
  let line = '';
  for (const part of parts) {
    const candidate = line ? (spaced ? `${line} ${part}` : line + part) : part;
    if (line && ctx.measureText(candidate).width > max) {
      lines.push(line);
      line = part;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** Shortens text with an ellipsis until it fits in `max`. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The canvas as a PNG file. */
export function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}
