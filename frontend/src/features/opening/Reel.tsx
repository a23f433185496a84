import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { motion } from 'framer-motion';
import type { BoxDto, PrizeDto } from '@nova/protocol';
import { cn } from '../../lib/cn';
import { RARITY_STYLES } from '../boxes/odds';
import type { OpeningPhase } from './machine';
import { WIN_INDEX, buildStrip, hashString, seededRandom } from './reelStrip';
import { PrizeImage } from '../boxes/PrizeImage';

const TILE = 104; // px, w-[104px]
const GAP = 10;
const STRIDE = TILE + GAP;
/** Fast start, long deceleration onto the prize. */
const SPIN_EASE = [0.06, 0.72, 0.14, 1] as const;

export interface ReelProps {
  box: BoxDto;
  phase: OpeningPhase;
  /** The won prize once the server answered. */
  winner: PrizeDto | null;
  /** Seeds the tile order (the request id), so re-renders keep the same reel. */
  seed: string;
  spinMs: number;
  reduced: boolean;
  dir: 'ltr' | 'rtl';
}

/**
 * A horizontal reel of the box's prizes that decelerates onto the won prize (known up front from the server)
 * under a centre marker. In right-to-left languages the reel runs the other way. Under reduced motion it shows
 * the prize without travel.
 */
export function Reel({ box, phase, winner, seed, spinMs, reduced, dir }: ReelProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const strip = useMemo(() => buildStrip(box.prizes, seed, winner), [box.prizes, seed, winner]);
  // Land somewhere inside the tile, not dead centre, then settle onto the centre while revealing.
  const jitter = useMemo(() => (seededRandom(hashString(`${seed}:j`))() - 0.5) * TILE * 0.6, [seed]);
  const sign = dir === 'rtl' ? 1 : -1;
  const centre = WIN_INDEX * STRIDE + TILE / 2 - width / 2;
  const moving = phase === 'spinning' && !!winner;
  const landed = phase === 'revealing' || phase === 'result';
  const x = winner && (moving || landed) ? sign * (centre + (moving && !reduced ? jitter : 0)) : 0;
  const transition = reduced
    ? { duration: 0 }
    : moving
      ? { duration: spinMs / 1000, ease: SPIN_EASE }
      : { duration: 0.35, ease: 'easeOut' as const };

  return (
    <div
      ref={viewport}
      data-testid="reel"
      data-phase={phase}
      className="relative h-[148px] overflow-hidden rounded-2xl border border-line bg-gradient-to-b from-surface-2 to-bg [mask-image:linear-gradient(to_right,transparent,black_12%,black_88%,transparent)]"
      aria-hidden
    >
      <motion.div
        className="absolute start-0 top-[22px] flex"
        style={{ gap: GAP, paddingInline: 0 }}
        initial={false}
        animate={{ x }}
        transition={transition}
      >
        {strip.map((prize, i) => {
          const isWinner = i === WIN_INDEX && landed;
          const style = RARITY_STYLES[prize.rarity];
          return (
            <motion.div
              key={i}
              animate={
                landed && !reduced ? (isWinner ? { scale: 1.1, opacity: 1 } : { scale: 0.94, opacity: 0.35 }) : { scale: 1, opacity: 1 }
              }
              transition={{ duration: 0.4 }}
              className={cn(
                'relative flex h-[104px] w-[104px] shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-3 ring-2',
                style.ring,
                isWinner && 'shadow-[0_0_32px] shadow-amber-300/40',
              )}
            >
              <PrizeImage src={prize.imageUrl} alt="" draggable={false} width={104} height={104} className="h-full w-full object-cover" />
              <span className={cn('absolute inset-x-0 bottom-0 h-1.5 bg-gradient-to-r to-transparent', style.glow)} />
            </motion.div>
          );
        })}
      </motion.div>
      {landed && !reduced ? (
        <motion.div
          className="pointer-events-none absolute inset-0 bg-radial from-white/60 to-transparent to-45%"
          initial={{ opacity: 0 }}
          animate={{ opacity: [0, 0.9, 0] }}
          transition={{ duration: 0.7, ease: 'easeOut' }}
        />
      ) : null}
      <div className="pointer-events-none absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-gradient-to-b from-gold via-gold/70 to-gold shadow-[0_0_12px] shadow-gold/70" />
      <div className="pointer-events-none absolute left-1/2 top-0 h-0 w-0 -translate-x-1/2 border-x-[9px] border-t-[12px] border-x-transparent border-t-gold" />
      <div className="pointer-events-none absolute bottom-0 left-1/2 h-0 w-0 -translate-x-1/2 border-x-[9px] border-b-[12px] border-x-transparent border-b-gold" />
    </div>
  );
}
