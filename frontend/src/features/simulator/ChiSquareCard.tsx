import { useTranslation } from 'react-i18next';
import { Sigma } from 'lucide-react';
import type { ChiSquareResult } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { Card } from '../dashboard/Card';
import { Figures } from './Figures';

/** How a p-value reads: at or above 5% nothing unusual; below 0.1% the table and the draw need a look. */
export type ChiVerdict = 'consistent' | 'unusual' | 'inconsistent' | 'noTest';

export function chiVerdict(result: ChiSquareResult): ChiVerdict {
  if (result.pValue === null) return 'noTest';
  if (result.pValue >= 0.05) return 'consistent';
  return result.pValue >= 0.001 ? 'unusual' : 'inconsistent';
}

/** p-values below 0.0001 show as '< 0.0001'; others with three significant digits. */
function formatP(p: number): string {
  if (p < 0.0001) return `< ${formatNumber(0.0001)}`;
  return formatNumber(p, { maximumSignificantDigits: 3 });
}

const TONE: Record<ChiVerdict, string> = {
  consistent: 'border-success/40 bg-success/10 text-success',
  unusual: 'border-gold/40 bg-gold/10 text-gold',
  inconsistent: 'border-danger/40 bg-danger-bg text-danger',
  noTest: 'border-line bg-surface-2 text-fg-muted',
};

/** The chi-square test of the observed counts against the table, with a plain-words verdict. */
export function ChiSquareCard({ result }: { result: ChiSquareResult }) {
  const { t } = useTranslation('simulator');
  const verdict = chiVerdict(result);
  return (
    <Card title={t('chi.title')} icon={<Sigma className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <Figures
        size="lg"
        className="grid grid-cols-3 gap-3"
        testId="chi-square"
        items={[
          { label: t('chi.statistic'), value: formatNumber(result.statistic, { maximumFractionDigits: 2 }) },
          { label: t('chi.df'), value: formatNumber(result.degreesOfFreedom) },
          { label: t('chi.pValue'), value: result.pValue === null ? '—' : formatP(result.pValue), testId: 'chi-p-value' },
        ]}
      />
      <p className={cn('mt-4 rounded-xl border px-3 py-2 text-sm', TONE[verdict])} data-verdict={verdict}>
        {t(`chi.${verdict}`)}
      </p>
      {result.impossibleDraws > 0 ? (
        <p className="mt-2 text-sm text-danger">{t('chi.impossible', { count: formatNumber(result.impossibleDraws) })}</p>
      ) : null}
      {result.pooled > 0 ? <p className="mt-2 text-xs text-fg-muted">{t('chi.pooled', { count: formatNumber(result.pooled) })}</p> : null}
    </Card>
  );
}
