import {
  LIMITS,
  ppmToProbability,
  type HistoryEntryDto,
  type OpenBoxResultDto,
  type OpeningProofDto,
  type PrizeDto,
  type ShipmentStatus,
  type StaffOpeningDto,
  type UnboxingAction,
  type UnboxingActionResultDto,
  centsToUsd,
} from '@nova/protocol';
import { presentShipment } from '../shipments/presenter';
import type { ActionOutcome } from './actions';
import { resaleCoins } from './resale';
import type { OpeningCompletedEvent, WinnerAnnouncedEvent } from './events';
import type { Opening } from './model';

export const proofUrl = (openingId: string) => `/api/openings/${openingId}/proof`;

/** The prize as won, with the odds it had in this opening. */
export function presentWonPrize(o: Opening): PrizeDto {
  const oddsPpm = o.odds.find((e) => e.prizeId.equals(o.prize.prizeId))?.oddsPpm ?? 0;
  return {
    id: o.prize.prizeId.toHexString(),
    boxId: o.boxId.toHexString(),
    name: o.prize.name,
    description: o.prize.description,
    value: centsToUsd(o.prize.valueCents),
    currency: o.prize.currency,
    valueInUSD: centsToUsd(o.prize.valueInUSDCents),
    probability: ppmToProbability(oddsPpm),
    oddsPpm,
    rarity: o.prize.rarity,
    imageUrl: o.prize.imageUrl,
    iconClass: o.prize.iconClass,
  };
}

/** `resaleRate` is the configured RESALE_RATE, for the coins a resale would credit. */
export function presentOpenResult(o: Opening, replayed: boolean, resaleRate: number): OpenBoxResultDto {
  const id = o._id.toHexString();
  return {
    userBalance: o.balanceAfter,
    balanceVersion: o.balanceVersionAfter ?? 0,
    prize: presentWonPrize(o),
    consecutivePlays: o.consecutivePlays,
    isEligibleForLegendary: o.consecutivePlays >= LIMITS.legendaryPlays,
    playsUntilLegendary: Math.max(0, LIMITS.legendaryPlays - o.consecutivePlays),
    openingId: id,
    isWin: o.isWin,
    wonLegendary: o.wonLegendary,
    resaleCoins: o.isWin ? resaleCoins(o.prize.valueInUSDCents, resaleRate) : 0,
    pricePaid: o.pricePaid,
    box: { id: o.boxId.toHexString(), name: o.box.name, category: o.box.category },
    fairness: { serverSeedHash: o.serverSeedHash, clientSeed: o.clientSeed, nonce: o.nonce, roll: o.roll },
    proofUrl: proofUrl(id),
    createdAt: o.createdAt.toISOString(),
    replayed,
  };
}

/** The answer to `POST /api/unboxings/:id/action`. */
export function presentActionResult(
  openingId: string,
  action: Exclude<UnboxingAction, 'pending'>,
  outcome: ActionOutcome,
): UnboxingActionResultDto {
  return {
    openingId,
    action,
    userBalance: outcome.userBalance,
    balanceVersion: outcome.balanceVersion,
    creditedCoins: outcome.creditedCoins,
    shipment: outcome.shipment ? presentShipment(outcome.shipment) : null,
  };
}

export function presentHistoryEntry(o: Opening, shipmentStatus: ShipmentStatus | null): HistoryEntryDto {
  const id = o._id.toHexString();
  return {
    id,
    prizeName: o.prize.name,
    prizeValue: centsToUsd(o.prize.valueInUSDCents),
    createdAt: o.createdAt.toISOString(),
    action: o.action,
    box: { id: o.boxId.toHexString(), name: o.box.name, category: o.box.category },
    prize: { id: o.prize.prizeId.toHexString(), iconClass: o.prize.iconClass, imageUrl: o.prize.imageUrl, rarity: o.prize.rarity },
    imageUrl: o.prize.imageUrl,
    rarity: o.prize.rarity,
    isWin: o.isWin,
    pricePaid: o.pricePaid,
    resaleCoins: o.resaleCoins,
    shipmentStatus,
    proofUrl: proofUrl(id),
    freeLevel: o.freeLevel ?? null,
  };
}

export function presentProof(o: Opening, serverSeed: string | null): OpeningProofDto {
  return {
    openingId: o._id.toHexString(),
    box: { id: o.boxId.toHexString(), name: o.box.name, category: o.box.category },
    table: o.odds.map((e) => ({ prizeId: e.prizeId.toHexString(), name: e.name, rarity: e.rarity, oddsPpm: e.oddsPpm })),
    clientSeed: o.clientSeed,
    nonce: o.nonce,
    serverSeedHash: o.serverSeedHash,
    serverSeed,
    roll: o.roll,
    prizeId: o.prize.prizeId.toHexString(),
    prizeName: o.prize.name,
    eligibleForLegendary: o.eligibleForLegendary,
    oddsVersion: o.oddsVersion ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}

/** The box as a stored opening remembers it (its price is what the opening paid). */
const storedBox = (o: Opening): OpeningCompletedEvent['box'] => ({
  id: o.boxId.toHexString(),
  name: o.box.name,
  category: o.box.category,
  imageUrl: o.box.imageUrl,
  priceCoins: o.pricePaid,
});

/**
 * The `opening.completed` record of an opening: emitted when it commits (with the catalog box), and rebuilt from
 * the stored opening for the staff list (`box` omitted), so `presentStaffOpening` is the one presenter of both.
 */
export function openingCompleted(o: Opening, username: string, box: OpeningCompletedEvent['box'] = storedBox(o)): OpeningCompletedEvent {
  return {
    openingId: o._id.toHexString(),
    userId: o.userId.toHexString(),
    username,
    box: { id: box.id, name: box.name, category: box.category, imageUrl: box.imageUrl, priceCoins: box.priceCoins },
    prize: {
      id: o.prize.prizeId.toHexString(),
      name: o.prize.name,
      rarity: o.prize.rarity,
      value: centsToUsd(o.prize.valueCents),
      valueInUSD: centsToUsd(o.prize.valueInUSDCents),
      valueInUSDCents: o.prize.valueInUSDCents,
      imageUrl: o.prize.imageUrl,
      iconClass: o.prize.iconClass,
    },
    isWin: o.isWin,
    wonLegendary: o.wonLegendary,
    pricePaid: o.pricePaid,
    balanceAfter: o.balanceAfter,
    consecutivePlays: o.consecutivePlays,
    isEligibleForLegendary: o.consecutivePlays >= LIMITS.legendaryPlays,
    nonce: o.nonce,
    serverSeedHash: o.serverSeedHash,
    createdAt: o.createdAt,
  };
}

export function winnerAnnounced(o: Opening, username: string): WinnerAnnouncedEvent {
  return {
    openingId: o._id.toHexString(),
    userId: o.userId.toHexString(),
    username,
    boxId: o.boxId.toHexString(),
    boxName: o.box.name,
    prizeName: o.prize.name,
    prizeValue: centsToUsd(o.prize.valueInUSDCents),
    valueInUSDCents: o.prize.valueInUSDCents,
    rarity: o.prize.rarity,
    iconClass: o.prize.iconClass,
    imageUrl: o.prize.imageUrl,
    createdAt: o.createdAt,
  };
}

/** An opening as staff watch it (`opening:completed`, and `GET /api/staff/openings` through `openingCompleted`). */
export function presentStaffOpening(e: OpeningCompletedEvent): StaffOpeningDto {
  return {
    id: e.openingId,
    userId: e.userId,
    username: e.username,
    box: { id: e.box.id, name: e.box.name, category: e.box.category },
    prize: { id: e.prize.id, name: e.prize.name, rarity: e.prize.rarity, valueInUSD: e.prize.valueInUSD, imageUrl: e.prize.imageUrl },
    isWin: e.isWin,
    wonLegendary: e.wonLegendary,
    pricePaid: e.pricePaid,
    balanceAfter: e.balanceAfter,
    nonce: e.nonce,
    createdAt: e.createdAt.toISOString(),
  };
}
