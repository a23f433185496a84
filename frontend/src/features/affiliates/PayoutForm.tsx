import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  centsToUsd,
  PAYOUT_METHODS,
  payoutFormSchema,
  usdInputToCents,
  type AffiliateSummaryDto,
  type PayoutForm as PayoutFormValues,
  type PayoutMethod,
} from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { formatDate } from '../../i18n/format';
import { errorMessage } from '../../lib/errorMessage';
import { showServerFieldErrors } from '../../lib/formErrors';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { useRequestPayout } from './api';
import { affiliateFieldMessage } from './messages';
import { useCents } from './tierStyle';

/**
 * The payout request: method (PayPal, Bank Transfer, Stripe, or coins), the email to pay (prefilled with the account's)
 * and the amount in dollars (all that is available by default), checked against the minimum before it is sent.
 */
export function PayoutForm({ summary }: { summary: AffiliateSummaryDto }) {
  const { t } = useTranslation('affiliates');
  const cents = useCents();
  const email = useSessionStore((s) => s.user?.email ?? '');
  const request = useRequestPayout();
  const available = Math.max(0, summary.availableCents);
  const { register, control, handleSubmit, formState, setError, watch, reset } = useForm<PayoutFormValues>({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: { method: 'paypal', email, amount: centsToUsd(available) },
  });
  const method = watch('method');
  const blocked = !summary.emailVerified || available < summary.minPayoutCents || summary.nextPayoutAt !== null;

  const submit = handleSubmit((form) => {
    const amountCents = usdInputToCents(form.amount) ?? 0;
    const body = form.method === 'coins' ? { method: form.method, amountCents } : { method: form.method, email: form.email, amountCents };
    request.mutate(body, {
      onSuccess: (payout) => {
        toast({
          title: t('payouts.form.done'),
          description: t('payouts.form.doneBody', { amount: cents(payout.amountCents) }),
          variant: 'success',
        });
        reset({ method: form.method, email: form.email, amount: '' });
      },
      onError: (err) => {
        showServerFieldErrors(err, ['email', 'method'], setError);
        toast({ title: t('payouts.form.failed'), description: errorMessage(err), variant: 'destructive' });
      },
    });
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3">
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">{t('payouts.form.method')}</span>
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <Select
              label={t('payouts.form.method')}
              value={field.value}
              onValueChange={(v) => field.onChange(v as PayoutMethod)}
              options={PAYOUT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
              className="h-11 w-full justify-between"
            />
          )}
        />
      </div>
      {method === 'coins' ? (
        <p className="text-xs text-fg-muted">{t('payouts.form.coinsHint')}</p>
      ) : (
        <TextField
          label={t('payouts.form.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={t('payouts.form.emailPlaceholder')}
          error={affiliateFieldMessage(formState.errors.email?.message)}
          {...register('email')}
        />
      )}
      <TextField
        label={t('payouts.form.amount')}
        inputMode="decimal"
        dir="ltr"
        error={affiliateFieldMessage(formState.errors.amount?.message)}
        {...register('amount')}
      />
      {summary.nextPayoutAt ? (
        <p className="text-sm text-gold">
          {t('payouts.nextAt', { date: formatDate(summary.nextPayoutAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      ) : available < summary.minPayoutCents ? (
        <p className="text-sm text-fg-muted">{t('payouts.belowMinimum', { amount: cents(summary.minPayoutCents) })}</p>
      ) : null}
      <Button type="submit" size="lg" disabled={blocked || request.isPending}>
        {request.isPending ? t('payouts.form.submitting') : t('payouts.form.submit')}
      </Button>
    </form>
  );
}
