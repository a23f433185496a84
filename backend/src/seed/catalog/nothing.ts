import { NOTHING_PRIZE_NAME } from '@nova/protocol';
import type { SeedPrize } from '../types';

/** The loss outcome: a prize named 'Nothing' with no value, drawn last in a box's published order. */
export function nothingPrize(oddsPpm: number): SeedPrize {
  return {
    name: NOTHING_PRIZE_NAME,
    description: 'An empty box. Better luck next time.',
    valueUsdCents: 0,
    rarity: 'none',
    oddsPpm,
    image: 'nothing.svg',
    iconClass: 'package-open',
  };
}
