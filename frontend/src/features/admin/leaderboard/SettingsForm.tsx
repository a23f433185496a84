import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Minus, Plus, Save } from 'lucide-react';
import type { z } from 'zod';
import {
  ErrorCode,
  LEADERBOARD_LIMITS,
  LEADERBOARD_MESSAGES,
  leaderboardSettingsBodySchema,
  type LeaderboardSettingsBody,
  type LeaderboardSettingsDto,
} from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { formatCurrencyAmount } from '../../../currency';
import { formatDate, formatNumber } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errorMessage';
import { toast } from '../../../stores/useToastStore';
import { saveLeaderboardSettings } from './api';
import { leaderboardAdminQueries } from './queries';
import { leaderboardFieldMessage } from './messages';

type FormValues = z.input<typeof leaderboardSettingsBodySchema>;

const usd = (amount: number) => formatCurrencyAmount(amount, 'USD');
const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

const toForm = ({ version, terms }: LeaderboardSettingsDto): FormValues => ({
  version,
  name: terms.name,
  description: terms.description,
  totalPrize: terms.totalPrize,
  prizeDistribution: terms.prizeDistribution.map(({ position, amount }) => ({ position, amount })),
});

/** The places' sum against the total, live: what is left to assign, what is over, or that they match. */
function SumStatus({ control }: { control: Control<FormValues> }) {
  const { t } = useTranslation('admin');
  const [total, places] = useWatch({ control, name: ['totalPrize', 'prizeDistribution'] });
  const sum = places.reduce((acc, p) => acc + (Number.isFinite(p.amount) ? p.amount : 0), 0);
  const target = Number.isFinite(total) ? total : 0;
  const state = sum === target ? 'matches' : sum < target ? 'left' : 'over';
  return (
    <p
      role="status"
      data-state={state}
      className={cn(
        'rounded-xl border px-3 py-2 text-sm',
        state === 'matches' ? 'border-success/40 bg-success/10 text-success' : 'border-gold/40 bg-gold/10 text-gold',
      )}
    >
      {t('leaderboard.form.sum', { sum: usd(sum), total: usd(target) })}{' '}
      {state === 'matches'
        ? t('leaderboard.form.sumMatches')
        : t(state === 'left' ? 'leaderboard.form.sumLeft' : 'leaderboard.form.sumOver', { amount: usd(Math.abs(target - sum)) })}
    </p>
  );
}

/**
 * The settings of coming days: name, description, total prize and the places' amounts (whole US dollars), validated
 * live with the protocol's schema (react-hook-form); the places' sum is checked against the total as they are typed.
 * Saving sends the version the form was loaded at; if another admin saved first (409) the form reloads theirs.
 */
export function SettingsForm({ settings }: { settings: LeaderboardSettingsDto }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, reset, setError, formState } = useForm<FormValues, unknown, LeaderboardSettingsBody>({
    resolver: zodResolver(leaderboardSettingsBodySchema),
    defaultValues: toForm(settings),
    mode: 'onChange',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'prizeDistribution' });
  const { errors, isSubmitting, isDirty } = formState;
  const newer = isDirty && formState.defaultValues?.version !== settings.version;

  // A newer version from elsewhere (another admin's save, seen in the feed) replaces an untouched form.
  useEffect(() => {
    if (!isDirty) reset(toForm(settings));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings.version]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await saveLeaderboardSettings(values);
      queryClient.setQueryData(leaderboardAdminQueries.settings().queryKey, saved);
      reset(toForm(saved));
      toast({
        title: t('leaderboard.form.saved'),
        description: t('leaderboard.form.savedBody', { date: day(saved.nextDay) }),
        variant: 'success',
      });
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.CONFLICT) {
        const fresh = await queryClient.fetchQuery({ ...leaderboardAdminQueries.settings(), staleTime: 0 });
        reset(toForm(fresh));
        toast({ title: t('leaderboard.form.conflict'), description: t('leaderboard.form.conflictBody'), variant: 'destructive' });
        return;
      }
      if (err instanceof ApiError && err.details)
        for (const [path, message] of Object.entries(err.details)) setError(path as keyof FormValues, { type: 'server', message });
      toast({ title: t('leaderboard.form.failed'), description: errorMessage(err), variant: 'destructive' });
    }
  });

  // The sum is shown live by SumStatus; the schema's "must add up" message joins it once a save was tried.
  const distributionMessage = errors.prizeDistribution?.message ?? errors.prizeDistribution?.root?.message;
  const distributionError =
    formState.isSubmitted || distributionMessage !== LEADERBOARD_MESSAGES.sumMismatch
      ? leaderboardFieldMessage(distributionMessage)
      : undefined;
  const reload = () => reset(toForm(settings));

  return (
    <form noValidate onSubmit={submit} aria-labelledby="leaderboard-settings" className="grid gap-4">
      <p className="text-sm text-fg-muted">
        {t('leaderboard.form.appliesFrom', { date: day(settings.nextDay) })}
        {settings.updatedBy && settings.updatedAt
          ? ` ${t('leaderboard.form.lastSaved', {
              username: settings.updatedBy.username,
              date: formatDate(settings.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              version: formatNumber(settings.version),
            })}`
          : null}
      </p>
      {newer ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-gold/40 bg-gold/10 px-3 py-2 text-sm text-gold"
        >
          <span className="min-w-0 flex-1">{t('leaderboard.form.newer')}</span>
          <Button type="button" size="sm" variant="secondary" onClick={reload}>
            {t('leaderboard.form.loadNewer')}
          </Button>
        </div>
      ) : null}
      <TextField
        label={t('leaderboard.form.name')}
        maxLength={LEADERBOARD_LIMITS.nameMax + 10}
        error={leaderboardFieldMessage(errors.name?.message)}
        {...register('name')}
      />
      <TextArea
        label={t('leaderboard.form.description')}
        rows={3}
        className="min-h-24"
        error={leaderboardFieldMessage(errors.description?.message)}
        {...register('description')}
      />
      <TextField
        label={t('leaderboard.form.totalPrize')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        dir="ltr"
        error={leaderboardFieldMessage(errors.totalPrize?.message)}
        {...register('totalPrize', { valueAsNumber: true })}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t('leaderboard.form.places')}</legend>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {fields.map((field, i) => (
            <li key={field.id} className="min-w-0">
              <TextField
                label={t('leaderboard.form.amountLabel', { position: formatNumber(i + 1) })}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                dir="ltr"
                error={leaderboardFieldMessage(
                  errors.prizeDistribution?.[i]?.amount?.message ?? errors.prizeDistribution?.[i]?.position?.message,
                )}
                {...register(`prizeDistribution.${i}.amount`, { valueAsNumber: true })}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={fields.length >= LEADERBOARD_LIMITS.positionsMax}
            onClick={() => append({ position: fields.length + 1, amount: Number.NaN }, { shouldFocus: true })}
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t('leaderboard.form.addPlace')}
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={fields.length <= 1} onClick={() => remove(fields.length - 1)}>
            <Minus className="h-4 w-4" aria-hidden />
            {t('leaderboard.form.removePlace')}
          </Button>
        </div>
        <SumStatus control={control} />
        {distributionError ? <p className="text-sm text-danger">{distributionError}</p> : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          <Save className="h-4 w-4" aria-hidden />
          {isSubmitting ? t('leaderboard.form.saving') : t('leaderboard.form.save')}
        </Button>
        <Button type="button" variant="ghost" disabled={!isDirty || isSubmitting} onClick={reload}>
          {t('leaderboard.form.reset')}
        </Button>
      </div>
    </form>
  );
}
