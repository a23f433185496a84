import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { COINS_PER_USD } from '@nova/protocol';
import { Select } from '../../components/ui/select';
import { useMoney } from '../../currency/useMoney';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { usePublicConfig } from '../../lib/publicConfig';
import { Card } from '../dashboard/Card';
import { sessionDistribution, type SessionDistribution } from './distribution';
import { Figures } from './Figures';
import { formatPercent } from './format';

interface SessionCardProps {
  sessionValues: Float64Array;
  sessionLength: number;
  priceCoins: number;
}

type Valuation = 'retail' | 'resale';

/** The distribution of a player's balance change over a session of K openings: percentiles and a histogram. */
export function SessionCard({ sessionValues, sessionLength, priceCoins }: SessionCardProps) {
  const { t } = useTranslation('simulator');
  const { money } = useMoney();
  const resaleRate = usePublicConfig().data?.resaleRate;
  const [valuation, setValuation] = useState<Valuation>('retail');
  const rate = valuation === 'resale' && resaleRate ? resaleRate : 1;
  const distribution = useMemo(
    () => sessionDistribution(sessionValues, sessionLength * priceCoins, rate),
    [sessionValues, sessionLength, priceCoins, rate],
  );
  const coinsAsMoney = (coins: number) => money(coins / COINS_PER_USD);

  return (
    <Card title={t('sessions.title')} icon={<Wallet className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 basis-64 text-sm text-fg-muted">
          {t('sessions.explain', { count: formatNumber(sessionLength), price: coinsAsMoney(priceCoins) })}
        </p>
        {resaleRate ? (
          <div className="flex items-center gap-2">
            <span className="text-xs text-fg-muted" aria-hidden>
              {t('sessions.valuation')}
            </span>
            <Select
              label={t('sessions.valuation')}
              value={valuation}
              onValueChange={(v) => setValuation(v === 'resale' ? 'resale' : 'retail')}
              options={[
                { value: 'retail', label: t('sessions.retail') },
                { value: 'resale', label: t('sessions.resale', { rate: formatNumber(resaleRate, { style: 'percent' }) }) },
              ]}
            />
          </div>
        ) : null}
      </div>
      {distribution ? (
        <Distribution distribution={distribution} format={coinsAsMoney} />
      ) : (
        <p className="text-sm text-fg-muted">{t('sessions.none')}</p>
      )}
    </Card>
  );
}

function Distribution({ distribution: d, format }: { distribution: SessionDistribution; format(coins: number): string }) {
  const { t } = useTranslation('simulator');
  const peak = Math.max(...d.bins.map((b) => b.count), 1);
  const first = d.bins[0]!;
  const last = d.bins[d.bins.length - 1]!;
  const figures = [
    { label: t('sessions.sessionsCount'), value: formatNumber(d.sessions) },
    { label: t('sessions.mean'), value: format(d.meanCoins) },
    { label: t('sessions.ahead'), value: formatPercent(d.aheadShare, 1) },
    ...d.percentiles.map((p) => ({
      label: p.percentile === 50 ? t('sessions.median') : t('sessions.percentile', { p: p.percentile }),
      value: format(p.coins),
    })),
  ];
  return (
    <div className="grid gap-5">
      <Figures items={figures} className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4" testId="session-figures" />
      <div>
        <ol
          aria-label={t('sessions.histogram')}
          className="flex h-40 items-end gap-0.5 border-b border-line"
          data-testid="session-histogram"
        >
          {d.bins.map((bin) => (
            <li key={bin.from} className="flex h-full min-w-0 flex-1 items-end">
              <span className="sr-only">
                {t('sessions.binLabel', { from: format(bin.from), to: format(bin.to), count: formatNumber(bin.count) })}
              </span>
              <span
                aria-hidden
                className={cn('w-full rounded-t', (bin.from + bin.to) / 2 >= 0 ? 'bg-success/70' : 'bg-accent/70')}
                style={{ height: `${bin.count > 0 ? Math.max(2, (bin.count / peak) * 100) : 0}%` }}
              />
            </li>
          ))}
        </ol>
        <div className="mt-1 flex justify-between gap-2 text-xs text-fg-muted tabular-nums" aria-hidden>
          <span>{d.below > 0 ? `≤ ${format(first.from)}` : format(first.from)}</span>
          <span>{d.above > 0 ? `≥ ${format(last.to)}` : format(last.to)}</span>
        </div>
        {d.below + d.above > 0 ? (
          <p className="mt-2 text-xs text-fg-muted">
            {t('sessions.tails', { below: formatNumber(d.below), above: formatNumber(d.above) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
