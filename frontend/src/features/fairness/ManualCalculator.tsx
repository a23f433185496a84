import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatNumber } from '../../i18n/format';
import { Card } from '../dashboard/Card';
import { CodeValue } from './CopyButton';
import { computeRoll, type RollComputation } from './verify';

type Field = 'serverSeed' | 'clientSeed' | 'nonce';

/** Computes a roll from seeds pasted by hand, in this browser, without asking the server anything. */
export function ManualCalculator() {
  const { t } = useTranslation('fairness');
  const [values, setValues] = useState<Record<Field, string>>({ serverSeed: '', clientSeed: '', nonce: '0' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<RollComputation | null>(null);
  const [failed, setFailed] = useState(false);

  const set = (field: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.serverSeed.trim()) found.serverSeed = t('manual.errors.serverSeed');
    if (!values.clientSeed) found.clientSeed = t('manual.errors.clientSeed');
    const nonce = /^\d{1,15}$/.test(values.nonce.trim()) ? Number(values.nonce.trim()) : NaN;
    if (!Number.isSafeInteger(nonce)) found.nonce = t('manual.errors.nonce');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      setResult(await computeRoll(values.serverSeed.trim(), values.clientSeed, nonce));
      setFailed(false);
    } catch {
      setResult(null);
      setFailed(true);
    }
  };

  return (
    <Card title={t('manual.title')} icon={<Calculator className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <p className="mb-4 text-sm text-fg-muted">{t('manual.intro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label={t('fields.serverSeed')}
            value={values.serverSeed}
            onChange={set('serverSeed')}
            spellCheck={false}
            autoComplete="off"
            dir="ltr"
            className="font-mono"
            error={errors.serverSeed}
          />
        </div>
        <TextField
          label={t('fields.clientSeed')}
          value={values.clientSeed}
          onChange={set('clientSeed')}
          spellCheck={false}
          autoComplete="off"
          dir="ltr"
          className="font-mono"
          error={errors.clientSeed}
        />
        <TextField
          label={t('fields.nonce')}
          value={values.nonce}
          onChange={set('nonce')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          className="font-mono"
          error={errors.nonce}
        />
        <div className="sm:col-span-2">
          <Button type="submit">
            <Calculator className="h-4 w-4" aria-hidden />
            {t('manual.compute')}
          </Button>
        </div>
      </form>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {t('manual.unavailable')}
        </p>
      ) : null}
      {result ? (
        <dl className="mt-5 grid gap-3 rounded-xl border border-line bg-surface-2/40 p-4" data-testid="manual-result" aria-live="polite">
          <div className="grid gap-1">
            <dt className="text-xs text-fg-muted">{t('manual.hashOfSeed')}</dt>
            <dd>
              <CodeValue value={result.serverSeedHash} label={t('fields.serverSeedHash')} />
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-xs text-fg-muted">{t('fields.message')}</dt>
            <dd>
              <code dir="ltr" className="font-mono text-sm break-all">
                {result.message}
              </code>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-xs text-fg-muted">{t('fields.digest')}</dt>
            <dd>
              <code dir="ltr" className="font-mono text-xs break-all sm:text-sm">
                <mark className="rounded bg-accent/30 px-0.5 text-fg">{result.digest.slice(0, 8)}</mark>
                {result.digest.slice(8)}
              </code>
            </dd>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1">
              <dt className="text-xs text-fg-muted">{t('fields.roll')}</dt>
              <dd dir="ltr" className="font-mono text-lg tabular-nums" data-testid="manual-roll">
                {formatNumber(result.roll, { maximumFractionDigits: 10, minimumFractionDigits: 1 })}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-xs text-fg-muted">{t('fields.ticket')}</dt>
              <dd dir="ltr" className="font-mono text-lg tabular-nums" data-testid="manual-ticket">
                {formatNumber(result.ticket)}
              </dd>
            </div>
          </div>
        </dl>
      ) : null}
    </Card>
  );
}
