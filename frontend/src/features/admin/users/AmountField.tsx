import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@nova/protocol';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../i18n/format';

/** The coin dialogs' amount: whole coins from 1 to 1,000,000, with its hint (react-hook-form's `register(name, { valueAsNumber: true })`). */
export function AmountField({ error, ...registration }: UseFormRegisterReturn & { error: string | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-1">
      <TextField
        label={t('users.coins.amount')}
        type="number"
        inputMode="numeric"
        min={LIMITS.grantMin}
        max={LIMITS.grantMax}
        step={1}
        error={error}
        {...registration}
      />
      <p className="text-xs text-fg-muted">
        {t('users.coins.amountHint', { min: formatNumber(LIMITS.grantMin), max: formatNumber(LIMITS.grantMax) })}
      </p>
    </div>
  );
}
