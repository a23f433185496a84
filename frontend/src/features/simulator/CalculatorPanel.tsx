import { useTranslation } from 'react-i18next';
import { Calculator, Scale } from 'lucide-react';
import { COINS_PER_USD, ODDS_TOTAL_PPM, boxEconomics, centsToCoins, prizeOutlook, type PrizeRisk } from '@nova/protocol';
import { useMoney } from '../../currency/useMoney';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { formatOdds, RARITY_STYLES } from '../boxes/odds';
import { Card } from '../dashboard/Card';
import { Figures } from './Figures';
import { formatPercent } from './format';
import { drawTable, hasLegendary, type SimulatorBox } from './source';

const RISK_STYLE: Record<PrizeRisk, string> = {
  high: 'border-danger/50 bg-danger-bg text-danger',
  medium: 'border-gold/50 bg-gold/10 text-gold',
  low: 'border-sky-400/50 bg-sky-400/10 text-sky-300',
  'very-low': 'border-success/50 bg-success/10 text-success',
};

/** The prize-probability calculator and the box's economics (both odds tables when it has legendary prizes). */
export function CalculatorPanel({ box }: { box: SimulatorBox }) {
  const { t } = useTranslation('simulator');
  const { money } = useMoney();
  const coinsAsMoney = (coins: number) => money(coins / COINS_PER_USD);
  const tables = hasLegendary(box)
    ? [
        { key: 'eligible', title: t('calculator.tableEligible'), prizes: drawTable(box, true) },
        { key: 'not-eligible', title: t('calculator.tableNotEligible'), prizes: drawTable(box, false) },
      ]
    : [{ key: 'eligible', title: null, prizes: box.prizes }];

  return (
    <div className="grid gap-6">
      <Card title={t('calculator.economicsTitle')} icon={<Scale className="h-5 w-5 text-accent-soft" aria-hidden />}>
        <div className="grid gap-4 sm:grid-cols-2">
          {tables.map((table) => {
            const e = boxEconomics(box.priceCoins, table.prizes);
            const figures = [
              { label: t('calculator.expectedValue'), value: coinsAsMoney(e.expectedValueCoins) },
              { label: t('calculator.rtp'), value: formatPercent(e.rtp) },
              { label: t('calculator.houseEdge'), value: formatPercent(e.houseEdge) },
              { label: t('calculator.marginPerOpening'), value: coinsAsMoney(e.expectedMarginCoins) },
            ];
            return (
              <section key={table.key} className="rounded-xl border border-line bg-surface-2/40 p-3" data-testid={`economics-${table.key}`}>
                {table.title ? <h3 className="mb-2 text-sm font-semibold">{table.title}</h3> : null}
                <Figures items={figures} className="grid grid-cols-2 gap-x-4 gap-y-2" />
              </section>
            );
          })}
        </div>
      </Card>

      <Card title={t('calculator.title')} icon={<Calculator className="h-5 w-5 text-accent-soft" aria-hidden />}>
        <p className="mb-4 text-sm text-fg-muted">{t('calculator.intro')}</p>
        <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[44rem] text-sm" data-testid="calculator-table">
            <thead>
              <tr className="border-b border-line text-xs text-fg-muted">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t('calculator.prize')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-medium">
                  {t('calculator.odds')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-medium">
                  {t('calculator.expectedPlays')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-medium">
                  {t('calculator.costToWin')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-medium">
                  {t('calculator.value')}
                </th>
                <th scope="col" className="px-2 py-2 text-end font-medium">
                  {t('calculator.margin')}
                </th>
                <th scope="col" className="py-2 ps-2 text-start font-medium">
                  {t('calculator.risk')}
                </th>
              </tr>
            </thead>
            <tbody>
              {box.prizes.map((prize) => {
                const o = prizeOutlook(box.priceCoins, prize);
                return (
                  <tr key={prize.prizeId} className="border-b border-line/60 last:border-0" data-testid="calculator-row">
                    <th scope="row" className="max-w-[12rem] py-2 pe-3 text-start font-medium">
                      <span className={cn('block truncate', RARITY_STYLES[prize.rarity].text)}>{prize.name}</span>
                    </th>
                    <td className="px-2 py-2 text-end tabular-nums">{formatOdds(prize.oddsPpm / ODDS_TOTAL_PPM)}</td>
                    <td className="px-2 py-2 text-end tabular-nums">
                      {o.expectedPlays === null ? '—' : formatNumber(o.expectedPlays)}
                      {o.eligibilityPlays > 0 && o.expectedPlays !== null ? (
                        <span className="block text-xs text-fg-muted">
                          {t('calculator.legendaryPlays', { count: formatNumber(o.eligibilityPlays) })}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-2 py-2 text-end tabular-nums">{o.costToWinCoins === null ? '—' : coinsAsMoney(o.costToWinCoins)}</td>
                    <td className="px-2 py-2 text-end tabular-nums">{coinsAsMoney(centsToCoins(prize.valueInUSDCents))}</td>
                    <td className="px-2 py-2 text-end tabular-nums">{o.margin === null ? '—' : formatPercent(o.margin, 1)}</td>
                    <td className="py-2 ps-2">
                      {o.risk === null ? (
                        <span className="text-xs text-fg-muted">{t('calculator.never')}</span>
                      ) : (
                        <span
                          className={cn(
                            'inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                            RISK_STYLE[o.risk],
                          )}
                          data-risk={o.risk}
                        >
                          {t(`calculator.risks.${o.risk}`)}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-xs text-fg-muted">{t('calculator.rules')}</p>
      </Card>
    </div>
  );
}
