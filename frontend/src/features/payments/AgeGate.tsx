import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/errorMessage';
import { useConfirmAge } from './api';

/** Asked once, before the first purchase: the player confirms being 18 or older (stored with the time). */
export function AgeGate() {
  const { t } = useTranslation('checkout');
  const [checked, setChecked] = useState(false);
  const confirm = useConfirmAge();
  return (
    <section className="mx-auto grid max-w-xl gap-4 rounded-2xl border border-line bg-surface/80 p-5 sm:p-6" aria-labelledby="age-title">
      <h2 id="age-title" className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck className="h-5 w-5 text-accent-soft" aria-hidden />
        {t('age.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('age.body')}</p>
      <label className="flex cursor-pointer items-start gap-3 text-sm font-medium">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-accent"
        />
        <span>{t('age.checkbox')}</span>
      </label>
      {confirm.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(confirm.error)}
        </p>
      ) : null}
      <Button onClick={() => confirm.mutate()} disabled={!checked || confirm.isPending} className="justify-self-start">
        {t('age.confirm')}
      </Button>
    </section>
  );
}
