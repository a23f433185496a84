import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleCheck, CircleX, Loader2 } from 'lucide-react';
import type { CoinPackageDto, PaymentIntentDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { usePurchaseStore } from '../../stores/usePurchaseStore';
import { toast } from '../../stores/useToastStore';
import type { PaymentFormProps } from './forms';
import { useUsd } from './useUsd';

const StripePaymentForm = lazy(() => import('./StripePaymentForm'));
const SimulatedCardForm = lazy(() => import('./SimulatedCardForm'));

export interface PaymentPanelProps {
  intent: PaymentIntentDto;
  pkg: CoinPackageDto;
  /** Back to the packages (a new choice starts a new payment). */
  onBack(): void;
}

type Phase = 'form' | 'processing' | 'failed';

/**
 * Paying for one purchase: the order summary and the provider's form ('Purchase {coins} Coins - ${price}',
 * 'Processing...'), then 'Payment Successful' when this purchase's credit is announced (`purchase:updated`
 * through the purchase store, never polling), or 'Payment Failed' with the provider's message.
 */
export function PaymentPanel({ intent, pkg, onBack }: PaymentPanelProps) {
  const { t } = useTranslation('checkout');
  const { coinAmount } = useMoney();
  const usd = useUsd();
  const purchase = usePurchaseStore((s) => s.byId[intent.purchase.id]) ?? intent.purchase;
  const [phase, setPhase] = useState<Phase>('form');
  const [failure, setFailure] = useState<string | null>(null);
  // The purchase's version when the current attempt started: only later news is about this attempt.
  const since = useRef(purchase.version);
  const paid = purchase.status === 'succeeded';
  const failedNow = phase === 'processing' && purchase.status === 'failed' && purchase.version > since.current;

  useEffect(() => {
    if (!failedNow) return;
    setFailure(purchase.failureMessage);
    setPhase('failed');
  }, [failedNow, purchase.failureMessage]);

  useEffect(() => {
    if (paid)
      toast({
        title: t('result.successTitle'),
        description: t('result.successBody', { coins: coinAmount(purchase.coins) }),
        variant: 'success',
      });
  }, [paid, purchase.coins, coinAmount, t]);

  if (paid) return <Outcome success coins={purchase.coins} onAgain={onBack} />;
  // Left unpaid past the hold, the payment was cancelled: it cannot be paid any more, so trying again starts anew.
  if (purchase.status === 'canceled')
    return <Outcome success={false} coins={purchase.coins} message={t('result.failedFallback')} onAgain={onBack} />;
  if (phase === 'failed')
    return (
      <Outcome success={false} coins={purchase.coins} message={failure ?? t('result.failedFallback')} onAgain={() => setPhase('form')} />
    );

  const formProps: PaymentFormProps = {
    intent,
    submitLabel: t('pay.purchase', { coins: coinAmount(pkg.coins), price: usd(pkg.price) }),
    processing: phase === 'processing',
    onProcessing: () => {
      since.current = usePurchaseStore.getState().byId[intent.purchase.id]?.version ?? intent.purchase.version;
      setPhase('processing');
    },
    onSubmitted: () => undefined,
    onFailed: (message) => {
      setFailure(message);
      setPhase('failed');
    },
  };
  const Form = intent.provider === 'stripe' ? StripePaymentForm : SimulatedCardForm;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <section className="grid min-w-0 gap-3 rounded-2xl border border-line bg-surface/80 p-5" aria-labelledby="summary-title">
        <h2 id="summary-title" className="text-base font-bold">
          {t('pay.summary')}
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          <dt className="text-fg-muted">{t('pay.coins')}</dt>
          <dd className="text-end font-semibold tabular-nums">{coinAmount(pkg.coins)}</dd>
          {pkg.bonusCoins > 0 ? (
            <>
              <dt className="text-fg-muted">{t('receipt.bonus')}</dt>
              <dd className="text-end font-semibold text-success tabular-nums">{coinAmount(pkg.bonusCoins)}</dd>
            </>
          ) : null}
        </dl>
        <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 border-t border-line pt-2 text-sm">
          <dt className="font-semibold">{t('pay.total')}</dt>
          <dd className="text-end text-lg font-bold tabular-nums">{usd(pkg.price)}</dd>
        </dl>
        <Button variant="ghost" className="justify-self-start" onClick={onBack} disabled={phase === 'processing'}>
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          {t('pay.back')}
        </Button>
      </section>
      <section className="min-w-0 rounded-2xl border border-line bg-surface/80 p-5">
        <Suspense
          fallback={
            <Loader2 className="mx-auto h-6 w-6 animate-spin text-fg-muted motion-reduce:animate-none" aria-label={t('pay.starting')} />
          }
        >
          <Form {...formProps} />
        </Suspense>
        {phase === 'processing' ? (
          <p role="status" className="mt-3 text-center text-sm text-fg-muted">
            {t('result.waiting')}
          </p>
        ) : null}
      </section>
    </div>
  );
}

function Outcome({ success, coins, message, onAgain }: { success: boolean; coins: number; message?: string; onAgain(): void }) {
  const { t } = useTranslation('checkout');
  const { coinAmount } = useMoney();
  const Icon = success ? CircleCheck : CircleX;
  return (
    <section
      role={success ? 'status' : 'alert'}
      className="mx-auto grid w-full max-w-lg justify-items-center gap-3 rounded-2xl border border-line bg-surface/80 p-6 text-center"
      data-outcome={success ? 'success' : 'failed'}
    >
      <Icon className={success ? 'h-14 w-14 text-success' : 'h-14 w-14 text-danger'} aria-hidden />
      <h2 className="text-2xl font-extrabold">{success ? t('result.successTitle') : t('result.failedTitle')}</h2>
      <p className="text-fg-muted">{success ? t('result.successBody', { coins: coinAmount(coins) }) : message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {success ? (
          <>
            <Button asChild>
              <Link to="/boxes">{t('result.openBoxes')}</Link>
            </Button>
            <Button variant="secondary" onClick={onAgain}>
              {t('result.buyMore')}
            </Button>
          </>
        ) : (
          <Button onClick={onAgain}>{t('result.tryAgain')}</Button>
        )}
      </div>
    </section>
  );
}
