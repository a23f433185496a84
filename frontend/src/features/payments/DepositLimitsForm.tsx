import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEPOSIT_LIMIT_PERIODS,
  depositLimitsBodySchema,
  type DepositLimitPeriod,
  type DepositLimitsBody,
  type ResponsiblePlayDto,
} from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDate } from '../../i18n/format';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { useSetLimits } from './api';
import { useUsd } from './useUsd';

/** The form's text fields ('' = no limit), validated by the protocol's schema once read as numbers. */
const limitText = z.string().transform((v) => (v.trim() === '' ? null : Number(v.trim())));
const formSchema = z
  .object({ daily: limitText, weekly: limitText, monthly: limitText })
  .transform((limits): DepositLimitsBody => limits)
  .pipe(depositLimitsBodySchema);
type FormValues = z.input<typeof formSchema>;

const asText = (state: ResponsiblePlayDto): FormValues => ({
  daily: state.limits.daily.limit?.toString() ?? '',
  weekly: state.limits.weekly.limit?.toString() ?? '',
  monthly: state.limits.monthly.limit?.toString() ?? '',
});

/** Daily / weekly / monthly deposit limits in whole USD. Only the fields changed are sent (an untouched one keeps a waiting raise). */
export function DepositLimitsForm({ state }: { state: ResponsiblePlayDto }) {
  const { t } = useTranslation('checkout');
  const usd = useUsd();
  const save = useSetLimits();
  const { register, handleSubmit, formState, reset } = useForm({ resolver: zodResolver(formSchema), defaultValues: asText(state) });
  const { errors, dirtyFields } = formState;
  useEffect(() => reset(asText(state)), [state, reset]);

  const submit = handleSubmit((values) => {
    const changed = Object.fromEntries(DEPOSIT_LIMIT_PERIODS.filter((p) => dirtyFields[p]).map((p) => [p, values[p] ?? null]));
    if (Object.keys(changed).length === 0) return;
    save.mutate(changed, {
      onSuccess: () => toast({ title: t('responsible.limits.saved'), description: t('responsible.limits.savedBody'), variant: 'success' }),
      onError: (err) => toast({ title: t('responsible.limits.failed'), description: errorMessage(err), variant: 'destructive' }),
    });
  });

  const note = (period: DepositLimitPeriod) => {
    const pending = state.limits[period].pending;
    if (!pending) return null;
    const date = formatDate(pending.effectiveAt, { dateStyle: 'medium', timeStyle: 'short' });
    return pending.limit === null
      ? t('responsible.limits.pendingRemoval', { date })
      : t('responsible.limits.pending', { limit: usd(pending.limit), date });
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3" aria-labelledby="limits-title">
      <div>
        <h3 id="limits-title" className="text-sm font-semibold">
          {t('responsible.limits.title')}
        </h3>
        <p className="text-xs text-fg-muted">{t('responsible.limits.hint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {DEPOSIT_LIMIT_PERIODS.map((period) => (
          <div key={period} className="grid content-start gap-1">
            <TextField
              label={t(`responsible.limits.${period}`)}
              inputMode="numeric"
              dir="ltr"
              placeholder={t('responsible.limits.placeholder')}
              error={errors[period] ? t('responsible.limits.invalid') : undefined}
              {...register(period)}
            />
            <p className="text-xs text-fg-muted">{t('responsible.limits.used', { used: usd(state.limits[period].used) })}</p>
            {note(period) ? <p className="text-xs text-gold">{note(period)}</p> : null}
          </div>
        ))}
      </div>
      <Button type="submit" size="sm" variant="secondary" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? t('responsible.limits.saving') : t('responsible.limits.save')}
      </Button>
    </form>
  );
}
