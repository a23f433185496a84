import type { Types } from 'mongoose';
import {
  ppmToPercent,
  ppmToProbability,
  type AdminBoxDto,
  type AdminBoxSummaryDto,
  type AdminPrizeDto,
  centsToUsd,
  coinsToUsd,
} from '@nova/protocol';
import type { Box, Prize } from '../model';
import { catalogSlug } from '../presenter';

/** A stored box as admins read it (a lean document). */
export type StoredBox = Box & { _id: Types.ObjectId };
/** A stored prize (a lean document). */
export type StoredPrize = Prize & { _id: Types.ObjectId };

/** Sum of the prizes' odds in ppm (integers: exact). */
export const oddsTotal = (prizes: readonly Pick<Prize, 'oddsPpm'>[]): number => prizes.reduce((sum, p) => sum + p.oddsPpm, 0);

export function presentAdminPrize(prize: StoredPrize, position: number): AdminPrizeDto {
  return {
    id: prize._id.toHexString(),
    boxId: prize.boxId.toHexString(),
    name: prize.name,
    description: prize.description,
    value: centsToUsd(prize.valueCents),
    currency: prize.currency,
    valueInUSD: centsToUsd(prize.valueInUSDCents),
    probability: ppmToProbability(prize.oddsPpm),
    oddsPpm: prize.oddsPpm,
    probabilityPercent: ppmToPercent(prize.oddsPpm),
    rarity: prize.rarity,
    imageUrl: prize.imageUrl,
    iconClass: prize.iconClass,
    version: prize.version ?? 1,
    position,
    updatedAt: (prize.updatedAt ?? prize.createdAt).toISOString(),
  };
}

/** A box for the admin list: its state and the state of its odds table (`prizes`: its live prizes). */
export function presentAdminBoxSummary(box: StoredBox, prizes: readonly StoredPrize[]): AdminBoxSummaryDto {
  return {
    id: box._id.toHexString(),
    slug: catalogSlug(box.slug),
    name: box.name,
    description: box.description,
    imageUrl: box.imageUrl,
    priceCoins: box.priceCoins,
    priceInUSD: coinsToUsd(box.priceCoins),
    currency: 'USD',
    category: box.category,
    isFeatured: box.isFeatured,
    status: box.status,
    version: box.version,
    oddsVersion: box.oddsVersion,
    prizeCount: prizes.length,
    oddsTotalPpm: oddsTotal(prizes),
    publishedAt: box.publishedAt?.toISOString() ?? null,
    archivedAt: box.archivedAt?.toISOString() ?? null,
    createdAt: box.createdAt.toISOString(),
    updatedAt: (box.updatedAt ?? box.createdAt).toISOString(),
  };
}

/** A box with its live prizes in draw order (`prizes` sorted by `sortOrder`). */
export function presentAdminBox(box: StoredBox, prizes: readonly StoredPrize[]): AdminBoxDto {
  return { ...presentAdminBoxSummary(box, prizes), prizes: prizes.map(presentAdminPrize) };
}
