import { useMemo } from 'react';
import { motion } from 'framer-motion';
import type { BattleDrawDto, PrizeDto } from '@nova/protocol';
import { cn } from '../../lib/cn';
import { RARITY_STYLES } from '../boxes/odds';
import { hashString, seededRandom } from '../opening/reelStrip';
import { PrizeImage } from '../boxes/PrizeImage';

const TILE = 72;
const GAP = 8;
const STRIDE = TILE + GAP;
const LENGTH = 28;
const WIN = 24;
const SPIN_EASE = [0.06, 0.72, 0.14, 1] as const;

type Tile = Pick<PrizeDto, 'imageUrl' | 'rarity'>;

/** The strip of one seat's reel in one round: random prizes of the box, the drawn one at `WIN`. */
function strip(prizes: readonly Tile[], draw: Tile, seed: string): Tile[] {
  const random = seededRandom(hashString(seed));
  const pool = prizes.length > 0 ? prizes : [draw];
  const tiles = Array.from({ length: LENGTH }, () => pool[Math.floor(random() * pool.length)]!);
  tiles[WIN] = draw;
  return tiles;
}

export interface SeatReelProps {
  draw: BattleDrawDto | null;
  /** The round's box prizes for the strip (the drawn prize alone when unknown). */
  prizes: readonly Tile[];
  seed: string;
  /** Milliseconds left of the spin (0: landed). */
  spinLeftMs: number;
  reduced: boolean;
}

/**
 * A vertical reel in a seat's column: it runs down the box's prizes and stops on the drawn one under the markers,
 * for the time left of the round's spin, so a late watcher lands with everyone. Under reduced motion it shows the
 * prize without travel.
 */
export function SeatReel({ draw, prizes, seed, spinLeftMs, reduced }: SeatReelProps) {
  const tiles = useMemo(() => (draw ? strip(prizes, draw, seed) : []), [draw, prizes, seed]);
  const spinning = spinLeftMs > 0 && !reduced;
  const landedY = -(WIN * STRIDE) + STRIDE;
  return (
    <div
      data-testid="seat-reel"
      data-spinning={spinning}
      aria-hidden
      className="relative mx-auto h-[232px] w-full max-w-[120px] overflow-hidden rounded-xl border border-line bg-gradient-to-b from-surface-2 to-bg [mask-image:linear-gradient(to_bottom,transparent,black_20%,black_80%,transparent)]"
    >
      {draw ? (
        <motion.div
          key={seed}
          className="absolute inset-x-0 top-0 flex flex-col items-center"
          style={{ gap: GAP }}
          initial={{ y: spinning ? 0 : landedY }}
          animate={{ y: landedY }}
          transition={spinning ? { duration: spinLeftMs / 1000, ease: SPIN_EASE } : { duration: 0 }}
        >
          {tiles.map((tile, i) => (
            <div
              key={i}
              className={cn(
                'relative h-[72px] w-[72px] shrink-0 overflow-hidden rounded-lg bg-surface-3 ring-2',
                RARITY_STYLES[tile.rarity].ring,
                i === WIN && !spinning && 'shadow-[0_0_20px] shadow-amber-300/40',
              )}
            >
              <PrizeImage src={tile.imageUrl} alt="" draggable={false} width={72} height={72} className="h-full w-full object-cover" />
            </div>
          ))}
        </motion.div>
      ) : null}
      <div className="pointer-events-none absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 bg-gold/70 shadow-[0_0_10px] shadow-gold/60" />
    </div>
  );
}
