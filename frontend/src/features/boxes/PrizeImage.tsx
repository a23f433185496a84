import type { ImgHTMLAttributes } from 'react';

/**
 * The picture of a prize that has none: Lucide's gift in the muted text colour (`--color-fg-muted`), half the tile's
 * size and centred, on a transparent ground (the tile's own background shows through). An image, so it takes every
 * size, fit and display class a prize picture takes.
 */
const GIFT = [
  '<path d="M12 7v14"/>',
  '<path d="M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8"/>',
  '<path d="M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5"/>',
  '<rect x="3" y="7" width="18" height="4" rx="1"/>',
].join('');
export const PRIZE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" fill="none" stroke="#a6a1c4" stroke-width="1.5" ' +
    `stroke-linecap="round" stroke-linejoin="round"><g transform="translate(12 12)">${GIFT}</g></svg>`,
)}`;

type PrizeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string };

/**
 * A prize's picture, or the neutral placeholder for a prize without one (`imageUrl` ''). A prize never borrows its
 * box's picture (the API sends '' rather than the box's image), so every page shows the same thing for it.
 */
export function PrizeImage({ src, ...image }: PrizeImageProps) {
  return <img src={src || PRIZE_PLACEHOLDER} data-prize-placeholder={src ? undefined : ''} {...image} />;
}
