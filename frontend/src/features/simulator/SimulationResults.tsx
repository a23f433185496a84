import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chiSquareTest } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';
import { ChiSquareCard } from './ChiSquareCard';
import { Figures } from './Figures';
import { FrequencyTable } from './FrequencyTable';
import { RtpCard } from './RtpCard';
import { SessionCard } from './SessionCard';
import type { SimulationResult } from './simulate';
import { useSimulatorBoxName } from './source';
import type { SimulationRunInfo } from './useSimulation';

/** Everything a finished run shows: summary, chi-square, RTP, frequencies, session balances and the seeds. */
export function SimulationResults({ result, run }: { result: SimulationResult; run: SimulationRunInfo }) {
  const { t } = useTranslation('simulator');
  const nameOf = useSimulatorBoxName();
  const chi = useMemo(
    () =>
      chiSquareTest(
        result.counts,
        run.table.map((p) => p.oddsPpm),
      ),
    [result, run.table],
  );
  const seconds = result.elapsedMs / 1000;
  const summary = [
    { label: t('results.box'), value: nameOf(run.box) },
    { label: t('results.openings'), value: formatNumber(result.openings) },
    {
      label: t('results.time'),
      value: t('results.seconds', { seconds: formatNumber(seconds, { maximumFractionDigits: seconds < 10 ? 2 : 1 }) }),
    },
    { label: t('results.rate'), value: formatNumber(result.openings / Math.max(seconds, 0.001), { maximumFractionDigits: 0 }) },
  ];
  return (
    <section aria-labelledby="simulator-results" className="grid min-w-0 gap-6" data-testid="simulator-results">
      <div>
        <h2 id="simulator-results" className="mb-3 font-display text-2xl font-bold">
          {t('results.title')}
        </h2>
        <Figures items={summary} className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface/80 p-4 sm:grid-cols-4" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChiSquareCard result={chi} />
        <RtpCard priceCoins={run.box.priceCoins} table={run.table} openings={result.openings} totalValueCents={result.totalValueCents} />
      </div>
      <FrequencyTable table={run.table} counts={result.counts} openings={result.openings} />
      <SessionCard sessionValues={result.sessionValues} sessionLength={run.settings.sessionLength} priceCoins={run.box.priceCoins} />
      <details className="rounded-2xl border border-line bg-surface/80 p-4 text-sm">
        <summary className="cursor-pointer font-semibold">{t('results.seeds')}</summary>
        <dl className="mt-3 grid gap-2">
          <div>
            <dt className="text-xs text-fg-muted">{t('results.serverSeed')}</dt>
            <dd dir="ltr" className="font-mono text-xs break-all">
              {result.serverSeed}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">{t('results.clientSeed')}</dt>
            <dd dir="ltr" className="font-mono text-xs break-all">
              {result.clientSeed}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-fg-muted">
          {t('results.nonces', { first: formatNumber(0), last: formatNumber(result.openings - 1) })}
        </p>
      </details>
    </section>
  );
}
