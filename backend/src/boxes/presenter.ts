import {
  centsToUsd,
  coinsToUsd,
  ppmToProbability,
  winRatePercent,
  type BoxDto,
  type LegendaryStatusDto,
  type PrizeDto,
} from '@nova/protocol';
import type { BoxDocument, PrizeDocument } from './model';

/** Slugs of boxes whose text an admin wrote (`box-<id>`): no `catalog` translation belongs to them. */
const WRITTEN_SLUG = /^box-[0-9a-f]{24}$/;

/** The slug clients look translations up by, or null for a box whose name and description an admin wrote. */
export function catalogSlug(slug: string | null | undefined): string | null {
  return slug && !WRITTEN_SLUG.test(slug) ? slug : null;
}

/** The slug of a box whose text an admin wrote (unique like every slug, and never a `catalog` key). */
export const writtenSlug = (id: { toHexString(): string }): string => `box-${id.toHexString()}`;

/**
 * A prize as players see it. A prize without a picture of its own has `imageUrl` '' (clients show a neutral prize
 * placeholder): it never claims its box's picture.
 */
export function presentPrize(prize: PrizeDocument, oddsPpm = prize.oddsPpm): PrizeDto {
  return {
    id: prize.id as string,
    boxId: prize.boxId.toString(),
    name: prize.name,
    description: prize.description,
    value: centsToUsd(prize.valueCents),
    currency: prize.currency,
    valueInUSD: centsToUsd(prize.valueInUSDCents),
    probability: ppmToProbability(oddsPpm),
    oddsPpm,
    rarity: prize.rarity,
    imageUrl: prize.imageUrl,
    iconClass: prize.iconClass,
  };
}

/**
 * A box with its prizes in published order. `odds` replaces each prize's odds (a player's effective odds,
 * with `legendary` their status); win rate is computed from the odds shown.
 */
export function presentBox(
  box: BoxDocument,
  prizes: PrizeDocument[],
  odds?: ReadonlyMap<string, number>,
  legendary: LegendaryStatusDto | null = null,
): BoxDto {
  const shown = prizes.map((p) => presentPrize(p, odds?.get(p.id as string)));
  const maxCents = prizes.reduce((max, p) => Math.max(max, p.valueInUSDCents), 0);
  return {
    id: box.id as string,
    slug: catalogSlug(box.slug),
    name: box.name,
    description: box.description,
    imageUrl: box.imageUrl,
    price: String(box.priceCoins),
    priceInUSD: coinsToUsd(box.priceCoins),
    priceCoins: box.priceCoins,
    currency: 'USD',
    category: box.category,
    isFeatured: box.isFeatured,
    createdAt: box.createdAt.toISOString(),
    oddsVersion: box.oddsVersion,
    prizes: shown,
    winRate: winRatePercent(shown),
    maxPrizeValue: centsToUsd(maxCents),
    legendary,
  };
}
