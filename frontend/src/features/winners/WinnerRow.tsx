import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { motion, useReducedMotion } from 'framer-motion';
import type { WinnerDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { formatRelativeTime } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { RARITY_STYLES } from './rarity';
import { PrizeImage } from '../boxes/PrizeImage';

export interface WinnerRowProps {
  winner: WinnerDto;
  /** Arrived live while the page was open: animates in and carries a "New" mark. */
  fresh: boolean;
  now: number;
}

/** One winner: prize picture, prize and rarity, who won it from which box and when, and its value. */
export const WinnerRow = forwardRef<HTMLLIElement, WinnerRowProps>(function WinnerRow({ winner, fresh, now }, ref) {
  const { t } = useTranslation('winners');
  const { money } = useMoney();
  const reduceMotion = useReducedMotion();
  const style = RARITY_STYLES[winner.rarity];
  return (
    <motion.li
      ref={ref}
      layout={reduceMotion ? false : 'position'}
      initial={reduceMotion ? false : { opacity: 0, y: -16, scale: 0.98 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: 0.35, ease: [0.2, 0.8, 0.2, 1] }}
      data-testid="winner-row"
      data-fresh={fresh || undefined}
      className={cn(
        'flex items-start gap-3 rounded-2xl border bg-surface/80 p-3 sm:items-center sm:gap-4 sm:p-4',
        fresh ? 'border-accent/60 shadow-lg shadow-accent/15' : 'border-line',
      )}
    >
      <div className={cn('relative h-14 w-14 shrink-0 overflow-hidden rounded-xl bg-gradient-to-br sm:h-16 sm:w-16', style.glow)}>
        <PrizeImage src={winner.imageUrl} alt="" loading="lazy" className="h-full w-full object-contain p-1.5" />
        {winner.winnerImageUrl ? (
          <img
            src={winner.winnerImageUrl}
            alt=""
            loading="lazy"
            className="absolute end-0.5 bottom-0.5 h-6 w-6 rounded-full border-2 border-surface object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-semibold break-words">{winner.prizeName}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn('rounded-full border px-2 py-0.5 text-[11px] leading-none font-semibold uppercase', style.badge)}>
            {t(`rarity.${winner.rarity}`)}
          </span>
          {fresh ? (
            <span className="rounded-full bg-accent px-2 py-0.5 text-[11px] leading-none font-bold text-white uppercase">{t('new')}</span>
          ) : null}
        </div>
        <p className="mt-1 text-sm break-words text-fg-muted">
          {t('wonBy', { username: winner.username, box: winner.boxName })}
          <span aria-hidden> · </span>
          {/* A win that arrived after the last tick of `now` reads "now", never "in 2 seconds". */}
          <time dateTime={winner.createdAt}>
            {formatRelativeTime(winner.createdAt, new Date(Math.max(now, Date.parse(winner.createdAt))))}
          </time>
        </p>
      </div>
      <div className="shrink-0 text-end">
        <p className="hidden text-xs text-fg-muted sm:block">{t('value')}</p>
        <p className="font-display text-base font-bold text-gold tabular-nums sm:text-lg">{money(winner.prizeValue)}</p>
      </div>
    </motion.li>
  );
});
