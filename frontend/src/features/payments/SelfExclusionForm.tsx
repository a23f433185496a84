import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PauseCircle } from 'lucide-react';
import { SELF_EXCLUSION_PERIODS, selfExclusionBodySchema, type ResponsiblePlayDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { formatDate } from '../../i18n/format';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { useSelfExclude } from './api';

/** The checkbox starts unticked; the protocol's schema wants it ticked. */
const formSchema = z.object({ period: z.enum(SELF_EXCLUSION_PERIODS), confirm: z.boolean() }).pipe(selfExclusionBodySchema);

/** Self-exclusion for 24 hours, 7 days, 30 days or permanently; it can be extended, never shortened. */
export function SelfExclusionForm({ state }: { state: ResponsiblePlayDto }) {
  const { t } = useTranslation('checkout');
  const exclude = useSelfExclude();
  const { control, register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { period: '24h' as const, confirm: false },
  });

  const submit = handleSubmit((body) =>
    exclude.mutate(body, {
      onSuccess: () => {
        reset();
        toast({ title: t('responsible.exclusion.done'), variant: 'success' });
      },
      onError: (err) => toast({ title: t('responsible.exclusion.failed'), description: errorMessage(err), variant: 'destructive' }),
    }),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 border-t border-line pt-4" aria-labelledby="exclusion-title">
      <div>
        <h3 id="exclusion-title" className="text-sm font-semibold">
          {t('responsible.exclusion.title')}
        </h3>
        <p className="text-xs text-fg-muted">{t('responsible.exclusion.body')}</p>
      </div>
      {state.selfExcludedUntil ? (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-gold/40 bg-gold/10 p-3 text-sm text-gold">
          <PauseCircle className="h-4 w-4 shrink-0" aria-hidden />
          {state.selfExclusionPermanent
            ? t('responsible.exclusion.activePermanent')
            : t('responsible.exclusion.active', { date: formatDate(state.selfExcludedUntil, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{t('responsible.exclusion.period')}</span>
        <Controller
          control={control}
          name="period"
          render={({ field }) => (
            <Select
              label={t('responsible.exclusion.period')}
              value={field.value}
              onValueChange={field.onChange}
              options={SELF_EXCLUSION_PERIODS.map((p) => ({ value: p, label: t(`responsible.exclusion.periods.${p}`) }))}
            />
          )}
        />
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-accent" {...register('confirm')} />
        <span className={formState.errors.confirm ? 'text-danger' : undefined}>{t('responsible.exclusion.confirm')}</span>
      </label>
      <Button type="submit" size="sm" variant="outline" className="justify-self-start" disabled={exclude.isPending}>
        {t('responsible.exclusion.start')}
      </Button>
    </form>
  );
}
