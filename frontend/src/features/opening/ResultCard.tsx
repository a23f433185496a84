import { motion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import type { OpenBoxResultDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { RARITY_STYLES } from '../boxes/odds';
import { PrizeImage } from '../boxes/PrizeImage';

/** The revealed prize: art in a rarity glow, rarity, name and value (a win), or the 'Nothing' card (a loss). */
export function ResultCard({ result, reduced }: { result: Pick<OpenBoxResultDto, 'prize' | 'isWin'>; reduced: boolean }) {
  const { t } = useTranslation(['opening', 'boxes']);
  const { money } = useMoney();
  const { prize, isWin } = result;
  const style = RARITY_STYLES[prize.rarity];
  return (
    <motion.div
      initial={reduced ? false : { scale: 0.7, opacity: 0 }}
      animate={{ scale: 1, opacity: 1 }}
      transition={{ type: 'spring', stiffness: 240, damping: 18 }}
      className="flex flex-col items-center text-center"
      data-testid="opening-result"
      data-outcome={isWin ? 'win' : 'loss'}
    >
      <p className={cn('text-sm font-bold tracking-[0.2em] uppercase', isWin ? style.text : 'text-fg-muted')}>
        {isWin ? t('opening:dialog.win') : t('opening:dialog.loss')}
      </p>
      <div className="relative mt-4 h-44 w-44 sm:h-48 sm:w-48">
        {isWin ? (
          <>
            <motion.div
              aria-hidden
              className="absolute -inset-16 rounded-full opacity-50 [mask-image:radial-gradient(closest-side,black,transparent)]"
              style={{ background: `repeating-conic-gradient(from 0deg, ${style.hex}66 0deg 8deg, transparent 8deg 24deg)` }}
              animate={reduced ? undefined : { rotate: 360 }}
              transition={{ duration: 24, repeat: Infinity, ease: 'linear' }}
            />
            <motion.div
              aria-hidden
              className={cn('absolute -inset-6 rounded-full bg-radial to-transparent to-70% blur-md', style.glow)}
              animate={reduced ? undefined : { scale: [1, 1.08, 1], opacity: [0.8, 1, 0.8] }}
              transition={{ duration: 2.4, repeat: Infinity, ease: 'easeInOut' }}
            />
          </>
        ) : null}
        <div className={cn('relative h-full w-full overflow-hidden rounded-3xl bg-surface-3 ring-4', style.ring, !isWin && 'grayscale')}>
          <PrizeImage src={prize.imageUrl} alt="" width={192} height={192} className="h-full w-full object-cover" />
        </div>
      </div>
      <span className={cn('mt-4 rounded-md border px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase', style.badge)}>
        {t(`boxes:rarity.${prize.rarity}`)}
      </span>
      <h3 className="mt-2 text-xl font-extrabold text-balance sm:text-2xl" data-testid="prize-name">
        {isWin ? <bdi>{prize.name}</bdi> : t('opening:dialog.nothing')}
      </h3>
      {isWin ? (
        <p className={cn('mt-1 text-lg font-bold tabular-nums', style.text)}>{money(prize.valueInUSD)}</p>
      ) : (
        <p className="mt-1 text-sm text-fg-muted">{t('opening:dialog.lossHint')}</p>
      )}
    </motion.div>
  );
}
