import type { FairnessRotationDto, FairnessStateDto, RevealedSeedDto } from '@nova/protocol';
import type { PlayerSeeds, RevealedSeed } from './model';

export function presentRevealed(seed: RevealedSeed): RevealedSeedDto {
  return {
    serverSeed: seed.serverSeed,
    serverSeedHash: seed._id,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
    revealedAt: seed.revealedAt.toISOString(),
  };
}

/** Never includes the current server seed. */
export function presentSeedState(state: PlayerSeeds, previous: RevealedSeed | null): FairnessStateDto {
  return {
    serverSeedHash: state.serverSeedHash,
    clientSeed: state.clientSeed,
    nonce: state.nonce,
    previous: previous ? presentRevealed(previous) : null,
  };
}

export function presentRotation(revealed: RevealedSeed, state: PlayerSeeds): FairnessRotationDto {
  return { revealed: presentRevealed(revealed), current: presentSeedState(state, revealed) };
}
