import { motion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import { Coins, FastForward, Loader2, Package, RefreshCw, RotateCcw, WifiOff } from 'lucide-react';
import type { BoxDto, OpenBoxResultDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { useBoxFlowStore } from '../boxes/useBoxFlowStore';
import type { OpeningPhase } from './machine';
import { Reel } from './Reel';
import type { OpeningTimings } from './useOpening';

/** The box's odds changed since the player saw them: nothing was charged; see the new odds or close. */
export function OddsChangedView({ boxId, onClose }: { boxId: string; onClose: () => void }) {
  const { t } = useTranslation('opening');
  return (
    <div className="flex flex-col items-center py-6 text-center" data-testid="opening-odds-changed" role="alert">
      <RefreshCw className="h-10 w-10 text-gold" aria-hidden />
      <p className="mt-3 font-semibold">{t('dialog.oddsChangedTitle')}</p>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">{t('dialog.oddsChanged')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
        <Button
          onClick={() => {
            onClose();
            useBoxFlowStore.getState().showDetails(boxId);
          }}
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t('dialog.seeNewOdds')}
        </Button>
      </div>
    </div>
  );
}

/** The request may not have reached the server: Retry sends it again with the same requestId. */
export function FailedView({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const { t } = useTranslation('opening');
  return (
    <div className="flex flex-col items-center py-6 text-center" data-testid="opening-failed">
      <WifiOff className="h-10 w-10 text-danger" aria-hidden />
      <p className="mt-3 font-semibold">{t('dialog.failedTitle')}</p>
      <p className="mt-1 max-w-sm text-sm text-fg-muted">{t('dialog.failedHint')}</p>
      <div className="mt-5 flex gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.close')}
        </Button>
        <Button onClick={onRetry}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('dialog.retry')}
        </Button>
      </div>
    </div>
  );
}

interface StageProps {
  box: BoxDto;
  phase: Exclude<OpeningPhase, 'failed' | 'oddsChanged'>;
  result: OpenBoxResultDto | null;
  requestId: string;
  timings: OpeningTimings;
  reduced: boolean;
  onSkip: () => void;
}

/** Requesting, spinning and revealing: the reel, the price paid, Skip, and a progress bar in step with the reel. */
export function StageView({ box, phase, result, requestId, timings, reduced, onSkip }: StageProps) {
  const { t, i18n } = useTranslation('opening');
  const { coinAmount } = useMoney();
  const label = phase === 'requesting' ? t('dialog.requesting') : phase === 'spinning' ? t('dialog.spinning') : t('dialog.revealing');
  return (
    <div className="flex flex-col gap-4" data-testid="opening-stage" data-phase={phase}>
      <div className="flex items-center gap-3">
        <img src={box.imageUrl} alt="" width={44} height={44} className="h-11 w-11 rounded-xl ring-1 ring-line" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-sm font-semibold">
            {phase === 'requesting' ? (
              <Loader2 className="h-4 w-4 animate-spin text-fg-muted" aria-hidden />
            ) : (
              <Package className="h-4 w-4 text-accent-soft" aria-hidden />
            )}
            {label}
          </p>
          {result ? (
            <p className="mt-0.5 flex items-center gap-1 text-xs font-semibold text-gold tabular-nums">
              <Coins className="h-3.5 w-3.5" aria-hidden />
              {t('dialog.paid', { count: result.pricePaid, coins: coinAmount(result.pricePaid) })}
            </p>
          ) : null}
        </div>
        {phase !== 'requesting' ? (
          <Button variant="ghost" size="sm" onClick={onSkip}>
            <FastForward className="h-4 w-4 rtl:rotate-180" aria-hidden />
            {t('dialog.skip')}
          </Button>
        ) : null}
      </div>
      <div className="relative">
        <div aria-hidden className="absolute -inset-3 rounded-3xl bg-gradient-to-r from-accent/25 via-hot/20 to-gold/20 blur-2xl" />
        <Reel
          box={box}
          phase={phase}
          winner={result?.prize ?? null}
          seed={requestId}
          spinMs={timings.spinMs}
          reduced={reduced}
          dir={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
        />
      </div>
      <div className="h-1 overflow-hidden rounded-full bg-surface-3" aria-hidden>
        <motion.div
          className="h-full origin-[0%_50%] rounded-full bg-gradient-to-r from-accent via-hot to-gold rtl:origin-[100%_50%]"
          initial={{ scaleX: 0 }}
          animate={{ scaleX: phase === 'requesting' ? 0.04 : phase === 'spinning' ? 0.8 : 1 }}
          transition={{
            duration: phase === 'spinning' ? timings.spinMs / 1000 : timings.revealMs / 1000,
            ease: phase === 'spinning' ? [0.06, 0.72, 0.14, 1] : 'easeOut',
          }}
        />
      </div>
    </div>
  );
}
