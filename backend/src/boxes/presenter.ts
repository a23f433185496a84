import { COINS_PER_USD, ppmToProbability, winRatePercent, type BoxDto, type LegendaryStatusDto, type PrizeDto } from '@nova/protocol';
import type { BoxDocument, PrizeDocument } from './model';

const cents = (value: number) => (value / 100).toFixed(2);

export function presentPrize(prize: PrizeDocument, oddsPpm = prize.oddsPpm): PrizeDto {
  return {
    id: prize.id as string,
    boxId: prize.boxId.toString(),
    name: prize.name,
    description: prize.description,
    value: cents(prize.valueCents),
    currency: prize.currency,
    valueInUSD: cents(prize.valueInUSDCents),
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
export function presentBox(box: BoxDocument, prizes: PrizeDocument[], odds?: ReadonlyMap<string, number>, legendary: LegendaryStatusDto | null = null): BoxDto {
  const shown = prizes.map((p) => presentPrize(p, odds?.get(p.id as string)));
  const maxCents = prizes.reduce((max, p) => Math.max(max, p.valueInUSDCents), 0);
  return {
    id: box.id as string,
    slug: box.slug ?? null,
    name: box.name,
    description: box.description,
    imageUrl: box.imageUrl,
    price: String(box.priceCoins),
    priceInUSD: (box.priceCoins / COINS_PER_USD).toFixed(2),
    priceCoins: box.priceCoins,
    currency: 'USD',
    category: box.category,
    isFeatured: box.isFeatured,
    createdAt: box.createdAt.toISOString(),
    prizes: shown,
    winRate: winRatePercent(shown),
    maxPrizeValue: cents(maxCents),
    legendary,
  };
}
