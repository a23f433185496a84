import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PauseCircle } from 'lucide-react';
import type { CoinPackageDto, PaymentIntentDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../i18n/format';
import { errorMessage } from '../../lib/errorMessage';
import { usePurchaseStore } from '../../stores/usePurchaseStore';
import { toast } from '../../stores/useToastStore';
import { newRequestId } from '../opening/openBox';
import { AgeGate } from './AgeGate';
import { useCoinPackages, useCreateIntent, useResponsiblePlay } from './api';
import { PackageGrid } from './PackageGrid';
import { PaymentPanel } from './PaymentPanel';

/**
 * The checkout steps for a signed-in player with payments available: self-exclusion and the 18+ confirmation
 * first, then a package, then its payment. Choosing a package starts its payment; choosing it again in this visit
 * (after Back, or a declined card) resumes that payment while it can still be paid, so one checkout leaves one
 * purchase behind instead of a trail of unpaid ones (docs/payments.md).
 */
export function CheckoutFlow() {
  const { t } = useTranslation('checkout');
  const limits = useResponsiblePlay();
  const packages = useCoinPackages();
  const create = useCreateIntent();
  const [payment, setPayment] = useState<{ intent: PaymentIntentDto; pkg: CoinPackageDto } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Per package: the request key of the payment started for it in this visit, and its purchase.
  const started = useRef(new Map<string, { requestId: string; purchaseId: string }>());

  if (limits.isPending || packages.isPending)
    return <div className="h-64 animate-pulse rounded-2xl bg-surface-2 motion-reduce:animate-none" aria-hidden />;
  if (limits.isError || packages.isError) {
    return (
      <div className="grid justify-items-start gap-3 text-fg-muted">
        <p>{t('packages.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void Promise.all([limits.refetch(), packages.refetch()])}>
          {t('packages.retry')}
        </Button>
      </div>
    );
  }
  const state = limits.data;
  if (state.selfExcludedUntil) {
    return (
      <section className="mx-auto grid max-w-xl justify-items-start gap-3 rounded-2xl border border-line bg-surface/80 p-6" role="status">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <PauseCircle className="h-5 w-5 text-gold" aria-hidden />
          {t('excluded.title')}
        </h2>
        <p className="text-fg-muted">
          {state.selfExclusionPermanent
            ? t('excluded.permanent')
            : t('excluded.until', { date: formatDate(state.selfExcludedUntil, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
        <Button asChild variant="secondary">
          <Link to="/dashboard#responsible-play">{t('excluded.manage')}</Link>
        </Button>
      </section>
    );
  }
  if (!state.ageConfirmedAt) return <AgeGate />;
  if (payment) return <PaymentPanel key={payment.intent.purchase.id} {...payment} onBack={() => setPayment(null)} />;

  const start = (pkg: CoinPackageDto) => {
    setBusyId(pkg.id);
    const earlier = started.current.get(pkg.id);
    const status = earlier && usePurchaseStore.getState().byId[earlier.purchaseId]?.status;
    const requestId = earlier && (status === 'pending' || status === 'failed') ? earlier.requestId : newRequestId();
    create.mutate(
      { packageId: pkg.id, requestId },
      {
        onSuccess: (intent) => {
          started.current.set(pkg.id, { requestId, purchaseId: intent.purchase.id });
          setPayment({ intent, pkg });
        },
        onError: (err) => {
          // E.g. the payment was cancelled meanwhile: the next choice of this package starts a new one.
          started.current.delete(pkg.id);
          toast({ title: t('result.failedTitle'), description: errorMessage(err), variant: 'destructive' });
        },
        onSettled: () => setBusyId(null),
      },
    );
  };
  return (
    <section aria-labelledby="packages-title" className="grid gap-4">
      <h2 id="packages-title" className="text-lg font-bold">
        {t('packages.heading')}
      </h2>
      <PackageGrid packages={packages.data} busyId={busyId} onSelect={start} />
    </section>
  );
}
