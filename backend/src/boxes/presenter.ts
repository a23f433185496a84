import { COINS_PER_USD, ppmToProbability, type BoxDto, type PrizeDto } from '@nova/protocol';
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

/** A box with its prizes in published order; `odds` replaces each prize's odds (a player's effective odds). */
export function presentBox(box: BoxDocument, prizes: PrizeDocument[], odds?: ReadonlyMap<string, number>): BoxDto {
  return {
    id: box.id as string,
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
    prizes: prizes.map((p) => presentPrize(p, odds?.get(p.id as string))),
  };
}
