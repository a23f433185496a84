import { centsToUsd, ppmToProbability, type FreeBoxClaimResultDto, type FreeBoxLevelDto } from '@nova/protocol';
import { presentWonPrize, proofUrl } from '../openings/presenter';
import { resaleCoins } from '../openings/resale';
import type { ClaimOutcome, StoredLevel } from './service';

/** A level as `GET /api/free-boxes/levels` lists it, with its prize table. */
export function presentLevel(l: StoredLevel): FreeBoxLevelDto {
  return {
    id: l._id.toHexString(),
    level: l.level,
    name: l.name,
    description: l.description,
    imageUrl: l.imageUrl,
    requiredSpent: l.requiredSpent,
    requiredXP: l.requiredXP,
    prizes: l.prizes.map((p) => ({
      id: p._id.toHexString(),
      name: p.name,
      description: p.description,
      rarity: p.rarity,
      valueInUSD: centsToUsd(p.valueInUSDCents),
      oddsPpm: p.oddsPpm,
      probability: ppmToProbability(p.oddsPpm),
      imageUrl: p.imageUrl,
      iconClass: p.iconClass,
    })),
  };
}

/** `resaleRate` is the configured RESALE_RATE. */
export function presentClaim({ opening: o, nextClaimAt }: ClaimOutcome, resaleRate: number): FreeBoxClaimResultDto {
  const id = o._id.toHexString();
  return {
    prizeName: o.prize.name,
    prizeValue: centsToUsd(o.prize.valueInUSDCents),
    level: o.freeLevel ?? 0,
    openingId: id,
    prize: presentWonPrize(o),
    isWin: o.isWin,
    resaleCoins: o.isWin ? resaleCoins(o.prize.valueInUSDCents, resaleRate) : 0,
    fairness: { serverSeedHash: o.serverSeedHash, clientSeed: o.clientSeed, nonce: o.nonce, roll: o.roll },
    proofUrl: proofUrl(id),
    createdAt: o.createdAt.toISOString(),
    nextClaimAt: nextClaimAt.toISOString(),
  };
}
