import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { freshest, usePurchaseStore } from '../../stores/usePurchaseStore';
import { usePurchases } from './api';

/**
 * After a payment that left the site (Stripe's return to /dashboard with `payment_intent` and `redirect_status`):
 * says what happened to that purchase, live ('Processing...' until the webhook's credit arrives).
 */
export function PaymentReturnNotice() {
  const { t } = useTranslation('checkout');
  const { coinAmount } = useMoney();
  const [params, setParams] = useSearchParams();
  const intentId = params.get('payment_intent');
  const redirect = params.get('redirect_status');
  const { data } = usePurchases();
  const held = usePurchaseStore((s) => s.byId);
  if (!intentId) return null;

  const listed = (data?.pages ?? []).flatMap((p) => p.entries).find((p) => p.paymentIntentId === intentId);
  const live = Object.values(held).find((p) => p.paymentIntentId === intentId);
  const purchase = listed ? freshest(listed, live) : live;
  const outcome =
    purchase?.status === 'succeeded' || purchase?.status === 'refunded'
      ? 'success'
      : purchase?.status === 'failed' || purchase?.status === 'canceled' || redirect === 'failed'
        ? 'failed'
        : 'waiting';
  const Icon = outcome === 'success' ? CircleCheck : outcome === 'failed' ? CircleX : Loader2;
  const dismiss = () =>
    setParams(
      (current) => {
        for (const key of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) current.delete(key);
        return current;
      },
      { replace: true },
    );

  return (
    <section
      role={outcome === 'failed' ? 'alert' : 'status'}
      data-outcome={outcome}
      className={cn(
        'flex flex-wrap items-start gap-3 rounded-2xl border p-4',
        outcome === 'success' && 'border-success/40 bg-success/10',
        outcome === 'failed' && 'border-danger/40 bg-danger-bg',
        outcome === 'waiting' && 'border-line bg-surface/80',
      )}
    >
      <Icon
        className={cn(
          'mt-0.5 h-6 w-6 shrink-0',
          outcome === 'success' && 'text-success',
          outcome === 'failed' && 'text-danger',
          outcome === 'waiting' && 'animate-spin text-fg-muted motion-reduce:animate-none',
        )}
        aria-hidden
      />
      <div className="min-w-0 flex-1">
        <p className="font-bold">
          {outcome === 'success' ? t('result.successTitle') : outcome === 'failed' ? t('result.failedTitle') : t('return.processing')}
        </p>
        <p className="text-sm text-fg-muted">
          {outcome === 'success'
            ? t('result.successBody', { coins: coinAmount(purchase?.coins ?? 0) })
            : outcome === 'failed'
              ? (purchase?.failureMessage ?? t('result.failedFallback'))
              : t('result.waiting')}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={dismiss}>
        {t('return.dismiss')}
      </Button>
    </section>
  );
}
