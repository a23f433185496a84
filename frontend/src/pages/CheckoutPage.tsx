import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { RequireUser } from '../auth/guards';
import { PageLoader } from '../components/layout/PageLoader';
import { Button } from '../components/ui/button';
import { CheckoutFlow } from '../features/payments/CheckoutFlow';
import { usePublicConfig } from '../lib/publicConfig';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /checkout: 'Login Required' signed out; 'Payment Unavailable' without a payment provider; else the checkout. */
export default function CheckoutPage() {
  return (
    <RequireUser checkout>
      <Checkout />
    </RequireUser>
  );
}

function Checkout() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const config = usePublicConfig();
  useDocumentTitle(tc('pages.checkout'));
  if (config.isPending) return <PageLoader />;
  const mode = config.data?.payments.mode ?? 'unavailable';
  if (mode === 'unavailable') return <PaymentUnavailable />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{tc('pages.checkout')}</h1>
        <p className="mt-1 text-fg-muted">{t('subtitle')}</p>
      </header>
      <CheckoutFlow />
    </div>
  );
}

function PaymentUnavailable() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('unavailable.title'));
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <CreditCard className="mb-5 h-14 w-14 text-fg-muted" aria-hidden />
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{t('unavailable.title')}</h1>
      <p className="mt-3 max-w-md text-balance text-fg-muted">{t('unavailable.body')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('unavailable.home')}</Link>
      </Button>
    </section>
  );
}
