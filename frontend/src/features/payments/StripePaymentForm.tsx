import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { returnUrl, type PaymentFormProps } from './forms';
import { PayButton } from './PayButton';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once (from js.stripe.com, which the page's CSP allows). */
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key).catch(() => {
      loaded.delete(key);
      return null;
    });
    loaded.set(key, promise);
  }
  return promise;
}

/**
 * Stripe's Payment Element for the purchase's PaymentIntent. Confirming goes straight to Stripe (redirecting only
 * for payment methods that need it, back to /dashboard); coins are credited by the webhook, which the page hears.
 */
export default function StripePaymentForm(props: PaymentFormProps) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => stripeFor(props.intent.publishableKey ?? ''), [props.intent.publishableKey]);
  const options = useMemo(
    () => ({
      clientSecret: props.intent.clientSecret,
      appearance: { theme: 'night' as const, variables: { colorPrimary: '#8b5cf6', borderRadius: '12px' } },
      locale: (i18n.resolvedLanguage ?? 'auto') as 'auto',
    }),
    [props.intent.clientSecret, i18n.resolvedLanguage],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ submitLabel, processing, onProcessing, onSubmitted, onFailed }: PaymentFormProps) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    onProcessing();
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl() }, redirect: 'if_required' });
    if (error) onFailed(error.message ?? null);
    else onSubmitted();
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-busy={processing}>
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => onFailed(t('pay.formFailed'))} />
      <p className="flex items-center gap-2 text-xs text-fg-muted">
        <Lock className="h-3.5 w-3.5 shrink-0" aria-hidden />
        {t('pay.secure')}
      </p>
      <PayButton label={submitLabel} processing={processing} disabled={!stripe || !ready} />
    </form>
  );
}
