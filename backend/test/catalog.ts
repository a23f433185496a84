import type { BoxCategory, Rarity } from '@nova/protocol';
import { BoxModel, PrizeModel } from '../src/boxes/model';

let counter = 0;

export interface CraftedPrize {
  name: string;
  rarity: Rarity;
  oddsPpm: number;
  valueUsdCents: number;
}

/** Inserts a published box with exactly these prizes (in this published order) and returns its id. */
export async function craftBox(options: { category: BoxCategory; priceCoins: number; prizes: CraftedPrize[] }): Promise<string> {
  counter += 1;
  const box = await BoxModel.create({
    slug: `crafted-${counter}-${Date.now()}`,
    name: `Crafted ${counter}`,
    description: 'A box made for a test',
    imageUrl: '/media/catalog/boxes/crafted.svg',
    priceCoins: options.priceCoins,
    category: options.category,
    status: 'published',
    publishedAt: new Date(),
  });
  await PrizeModel.insertMany(
    options.prizes.map((p, sortOrder) => ({
      boxId: box._id,
      name: p.name,
      description: `${p.name} (test)`,
      valueCents: p.valueUsdCents,
      valueInUSDCents: p.valueUsdCents,
      oddsPpm: p.oddsPpm,
      rarity: p.rarity,
      imageUrl: `/media/catalog/prizes/${p.name.toLowerCase().replace(/\W+/g, '-')}.svg`,
      iconClass: 'gift',
      sortOrder,
    })),
  );
  return box.id as string;
}

/** A box that always yields `prize` (plus a 0-odds 'Nothing'). */
export function alwaysWins(category: BoxCategory, priceCoins: number, prize: Omit<CraftedPrize, 'oddsPpm'>): Promise<string> {
  return craftBox({
    category,
    priceCoins,
    prizes: [
      { ...prize, oddsPpm: 1_000_000 },
      { name: 'Nothing', rarity: 'none', oddsPpm: 0, valueUsdCents: 0 },
    ],
  });
}
