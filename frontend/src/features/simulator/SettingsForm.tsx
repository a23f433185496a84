import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Play, SlidersHorizontal } from 'lucide-react';
import { SIMULATOR_LIMITS, simulationSettingsSchema, type SimulationSettings } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { formatNumber } from '../../i18n/format';
import { Card } from '../dashboard/Card';
import { simulatorFieldMessage } from './format';
import { drawTable, hasLegendary, type SimulatorBox } from './source';

export const DEFAULT_SETTINGS: SimulationSettings = { openings: 100_000, sessionLength: 50, eligibleForLegendary: true };

interface SettingsFormProps {
  box: SimulatorBox;
  running: boolean;
  /** Whether a run already finished (the button then reads 'Run again'). */
  ran: boolean;
  onRun(settings: SimulationSettings): void;
}

/** Openings, session length K and the odds table, validated with the protocol's schema. */
export function SettingsForm({ box, running, ran, onRun }: SettingsFormProps) {
  const { t } = useTranslation('simulator');
  const { register, handleSubmit, control, formState } = useForm<SimulationSettings>({
    resolver: zodResolver(simulationSettingsSchema),
    defaultValues: DEFAULT_SETTINGS,
  });
  const { errors } = formState;
  const legendary = hasLegendary(box);
  // The prize that takes the legendary odds while a player is not yet eligible.
  const receiver = drawTable(box, false).find((p, i) => p.oddsPpm > (box.prizes[i]?.oddsPpm ?? 0));

  return (
    <Card title={t('settings.title')} icon={<SlidersHorizontal className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <form onSubmit={(e) => void handleSubmit((values) => onRun(values))(e)} noValidate className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField
            label={t('settings.openings')}
            type="number"
            inputMode="numeric"
            min={1}
            max={SIMULATOR_LIMITS.openingsMax}
            step={1}
            disabled={running}
            error={simulatorFieldMessage(errors.openings?.message)}
            {...register('openings', { valueAsNumber: true })}
          />
          <p className="mt-1 text-xs text-fg-muted">{t('settings.openingsHint', { max: formatNumber(SIMULATOR_LIMITS.openingsMax) })}</p>
        </div>
        <div>
          <TextField
            label={t('settings.sessionLength')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            disabled={running}
            error={simulatorFieldMessage(errors.sessionLength?.message)}
            {...register('sessionLength', { valueAsNumber: true })}
          />
          <p className="mt-1 text-xs text-fg-muted">{t('settings.sessionLengthHint')}</p>
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <span className="text-sm font-medium">{t('settings.eligibility')}</span>
          {legendary ? (
            <Controller
              control={control}
              name="eligibleForLegendary"
              render={({ field }) => (
                <Select
                  disabled={running}
                  label={t('settings.eligibility')}
                  value={field.value ? 'eligible' : 'not-eligible'}
                  onValueChange={(value) => field.onChange(value === 'eligible')}
                  className="h-11 w-full justify-between sm:w-auto"
                  options={[
                    { value: 'eligible', label: t('settings.eligible') },
                    { value: 'not-eligible', label: t('settings.notEligible', { prize: receiver?.name ?? '' }) },
                  ]}
                />
              )}
            />
          ) : (
            <p className="text-sm text-fg-muted">{t('settings.noLegendary')}</p>
          )}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={running}>
            <Play className="h-4 w-4" aria-hidden />
            {ran ? t('settings.runAgain') : t('settings.run')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
