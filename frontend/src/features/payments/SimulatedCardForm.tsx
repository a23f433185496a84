import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { simulatedConfirmBodySchema } from '@nova/protocol';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/errorMessage';
import { confirmSimulated } from './api';
import type { PaymentFormProps } from './forms';
import { PayButton } from './PayButton';

const cardSchema = simulatedConfirmBodySchema.pick({ cardNumber: true, expiry: true, cvc: true });

/** The simulated provider's test card form (demo mode): the server plays Stripe and credits through the same webhook. */
export default function SimulatedCardForm({ intent, submitLabel, processing, onProcessing, onSubmitted, onFailed }: PaymentFormProps) {
  const { t } = useTranslation('checkout');
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (card) => {
    onProcessing();
    try {
      const answer = await confirmSimulated({ purchaseId: intent.purchase.id, clientSecret: intent.clientSecret, ...card });
      if (answer.status === 'succeeded') onSubmitted();
      else onFailed(answer.message);
    } catch (err) {
      onFailed(errorMessage(err));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={processing}>
      <p className="flex items-start gap-2 rounded-xl border border-gold/40 bg-gold/10 p-3 text-sm text-gold">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{t('pay.demo')}</span>
      </p>
      <TextField
        label={t('pay.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        placeholder="4242 4242 4242 4242"
        error={errors.cardNumber ? t('validation.cardNumber') : undefined}
        {...register('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('pay.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          placeholder="12/34"
          error={errors.expiry ? t('validation.expiry') : undefined}
          {...register('expiry')}
        />
        <TextField
          label={t('pay.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          placeholder="123"
          error={errors.cvc ? t('validation.cvc') : undefined}
          {...register('cvc')}
        />
      </div>
      <PayButton label={submitLabel} processing={processing} disabled={false} />
    </form>
  );
}
