import { useEffect, useState } from 'react';
import { motion, useReducedMotion } from 'framer-motion';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Coins, Crown, Loader2, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { coinsToUsd, LIMITS, type BoxDto, type ShippingAddress } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useMoney } from '../../currency';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { useBoxText } from '../boxes/boxText';
import { useBoxDetails } from '../boxes/queries';
import { useBoxActions } from '../boxes/useBoxActions';
import { useBoxFlowStore } from '../boxes/useBoxFlowStore';
import { ShipForm, usePreloadShipForm } from '../shipping/ShipForm';
import { useUnboxingAction } from '../unboxings/useUnboxingAction';
import { FailedView, OddsChangedView, StageView } from './OpeningStages';
import { ResultCard } from './ResultCard';
import { timingsFor, useOpening } from './useOpening';

/** What the session tells the dialog: whether it may close, and what a screen reader should hear now. */
interface SessionStatus {
  busy: boolean;
  announcement: string;
}

/**
 * The opening dialog: spinning, revealing, then the result. A win offers Ship to Me (address
 * form), Resell for Coins (shows the credited coins) and Open Another; a loss offers Try Again and Close. While the
 * box spins it cannot be dismissed: the close button is disabled and says when it can be used (Skip shortens the
 * wait). Each step and the outcome are read out from one live region that stays for the dialog's life. Each opening
 * is a fresh session (`round`), so Open Another starts over with a new requestId while the dialog stays open.
 */
export default function OpeningDialog({ box }: { box: BoxDto }) {
  const { t } = useTranslation('opening');
  const { name } = useBoxText()(box);
  const round = useBoxFlowStore((s) => s.opening?.round ?? 0);
  const close = useBoxFlowStore((s) => s.closeOpening);
  const [status, setStatus] = useState<SessionStatus>({ busy: true, announcement: '' });
  return (
    <Dialog open onOpenChange={(next) => (next || status.busy ? undefined : close())}>
      <DialogContent
        title={name}
        description={t('dialog.description', { box: name })}
        hideDescription
        closeLabel={status.busy ? t('dialog.closeWhileSpinning') : t('dialog.close')}
        closeDisabled={status.busy}
        className="sm:max-w-xl"
      >
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="opening-announcer">
          {status.announcement}
        </p>
        <OpeningSession key={round} box={box} onClose={close} onStatus={setStatus} />
      </DialogContent>
    </Dialog>
  );
}

type View = 'choose' | 'ship' | 'resold';

/** What the live region says while the opening is under way. */
const PHASE_WORDS = {
  requesting: 'dialog.requesting',
  spinning: 'dialog.spinning',
  revealing: 'dialog.revealing',
  failed: 'dialog.failedTitle',
  oddsChanged: 'dialog.oddsChangedTitle',
} as const;

/** Actions stack on phones (each label on one line) and sit side by side from 400 px; long languages may still wrap. */
const WRAP = 'h-auto! min-h-10 px-2! py-2 leading-tight whitespace-normal! sm:px-4!';

function OpeningSession({ box, onClose, onStatus }: { box: BoxDto; onClose: () => void; onStatus: (status: SessionStatus) => void }) {
  const { t } = useTranslation('opening');
  const reduced = useReducedMotion() ?? false;
  const [timings] = useState(() => timingsFor(reduced));
  const { state, retry, skip } = useOpening(box, timings, onClose);
  const { openBox } = useBoxActions();
  const client = useQueryClient();
  // The box as it is now (a catalog:changed refetches it): Open Another draws with the odds the dialog shows next.
  const current = useBoxDetails(box.id, client).data ?? box;
  const { coinAmount, money } = useMoney();
  const [view, setView] = useState<View>('choose');
  const [credited, setCredited] = useState(0);
  const action = useUnboxingAction();
  usePreloadShipForm();
  const reselling = action.isPending && action.variables.action === 'resell';
  const { phase, result } = state;
  const busy = phase === 'requesting' || phase === 'spinning' || phase === 'revealing' || reselling;
  const outcome = result?.isWin
    ? t('dialog.announceWin', { prize: result.prize.name, value: money(result.prize.valueInUSD) })
    : t('dialog.announceLoss');
  const announcement = phase === 'result' ? outcome : t(PHASE_WORDS[phase]);
  useEffect(() => onStatus({ busy, announcement }), [busy, announcement, onStatus]);

  const resell = async () => {
    if (!result) return;
    try {
      const done = await action.mutateAsync({ id: result.openingId, action: 'resell' });
      setCredited(done.creditedCoins);
      setView('resold');
      toast({
        title: t('toasts.resoldTitle'),
        description: t('toasts.resold', { count: done.creditedCoins, coins: coinAmount(done.creditedCoins) }),
        variant: 'success',
      });
    } catch (err) {
      toast({ title: t('toasts.errorTitle'), description: errorMessage(err), variant: 'destructive' });
    }
  };

  /** Resolves to the server's field problems (or null) so the form can show them under its fields. */
  const ship = async (address: ShippingAddress): Promise<Record<string, string> | null> => {
    if (!result) return null;
    try {
      await action.mutateAsync({ id: result.openingId, action: 'ship', address });
      toast({
        title: t('toasts.shippedTitle'),
        description: t('toasts.shipped', { prize: result.prize.name, city: address.city }),
        variant: 'success',
      });
      onClose();
      return null;
    } catch (err) {
      toast({ title: t('toasts.errorTitle'), description: errorMessage(err), variant: 'destructive' });
      return err instanceof ApiError ? (err.details ?? null) : null;
    }
  };

  if (phase === 'oddsChanged') return <OddsChangedView boxId={box.id} onClose={onClose} />;
  if (phase === 'failed') return <FailedView onClose={onClose} onRetry={retry} />;
  if (phase !== 'result' || !result) {
    return (
      <StageView box={box} phase={phase} result={result} requestId={state.requestId} timings={timings} reduced={reduced} onSkip={skip} />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {view === 'ship' ? (
        <motion.div key="ship" initial={reduced ? false : { opacity: 0, y: 8 }} animate={{ opacity: 1, y: 0 }}>
          <ShipForm heading onSubmit={ship} onBack={() => setView('choose')} />
        </motion.div>
      ) : view === 'resold' ? (
        <motion.div
          key="resold"
          initial={reduced ? false : { opacity: 0, scale: 0.9 }}
          animate={{ opacity: 1, scale: 1 }}
          className="flex flex-col items-center py-4 text-center"
          data-testid="resold"
        >
          <p className="text-sm font-bold tracking-[0.2em] text-fg-muted uppercase">{t('dialog.soldTitle')}</p>
          <p className="mt-3 flex items-center gap-2 text-4xl font-extrabold text-gold tabular-nums" data-testid="credited">
            <Coins className="h-8 w-8" aria-hidden />
            {t('dialog.credited', { count: credited, coins: coinAmount(credited) })}
          </p>
          <p className="mt-1 text-sm text-fg-muted">≈ {money(coinsToUsd(credited))}</p>
          <div className="mt-6 grid w-full gap-2 sm:grid-cols-2">
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.close')}
            </Button>
            <Button onClick={() => openBox(current)}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              {t('dialog.openAnother')}
            </Button>
          </div>
        </motion.div>
      ) : (
        <div key="choose" className="flex flex-col gap-5">
          <ResultCard result={result} reduced={reduced} />
          {result.isWin ? (
            <div className="grid gap-2 min-[400px]:grid-cols-2">
              <Button variant="secondary" className={WRAP} onClick={() => setView('ship')} disabled={reselling}>
                <Truck className="h-4 w-4 shrink-0" aria-hidden />
                {t('dialog.ship')}
              </Button>
              <Button
                variant="outline"
                className={`border-gold/60 text-gold hover:bg-gold/10 ${WRAP}`}
                onClick={() => void resell()}
                disabled={reselling}
              >
                {reselling ? (
                  <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden />
                ) : (
                  <Coins className="h-4 w-4 shrink-0" aria-hidden />
                )}
                {t('dialog.resell')}
              </Button>
              <Button size="lg" className="min-[400px]:col-span-2" onClick={() => openBox(current)} disabled={reselling}>
                <RotateCcw className="h-4 w-4 shrink-0" aria-hidden />
                {t('dialog.openAnother')}
              </Button>
              <p className="text-center text-xs text-fg-muted min-[400px]:col-span-2">
                {t('dialog.resaleValue', { count: result.resaleCoins, coins: coinAmount(result.resaleCoins) })}
              </p>
            </div>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              <Button variant="secondary" onClick={onClose}>
                {t('dialog.close')}
              </Button>
              <Button onClick={() => openBox(current)}>
                <RotateCcw className="h-4 w-4" aria-hidden />
                {t('dialog.tryAgain')}
              </Button>
            </div>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-xs text-fg-muted">
        <span className="flex items-center gap-1.5 tabular-nums">
          <Crown className={result.isEligibleForLegendary ? 'h-3.5 w-3.5 text-amber-300' : 'h-3.5 w-3.5'} aria-hidden />
          {t('dialog.plays', { plays: Math.min(result.consecutivePlays, LIMITS.legendaryPlays), required: LIMITS.legendaryPlays })}
        </span>
        <Link
          to={`/fairness?opening=${encodeURIComponent(result.openingId)}`}
          onClick={onClose}
          className="flex items-center gap-1 font-semibold text-accent-soft hover:underline"
          title={t('dialog.provablyFairHint')}
        >
          <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
          {t('dialog.provablyFair')}
        </Link>
      </div>
    </div>
  );
}
