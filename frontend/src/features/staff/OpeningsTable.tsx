import { useTranslation } from 'react-i18next';
import type { StaffOpeningDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { formatDate } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { RARITY_STYLES } from '../winners/rarity';

/** The admins' stream of every paid opening: when, who, which box, what came out, price and balance after. */
export function OpeningsTable({ openings }: { openings: StaffOpeningDto[] }) {
  const { t } = useTranslation('staff');
  const { t: tw } = useTranslation('winners');
  const { money, coinAmount } = useMoney();
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface/70">
      <table className="w-full min-w-[34rem] text-sm">
        <caption className="sr-only">{t('openingsTitle')}</caption>
        <thead className="bg-surface-2/70 text-xs text-fg-muted uppercase">
          <tr>
            {(['time', 'player', 'box', 'prize', 'price', 'balance'] as const).map((c) => (
              <th
                key={c}
                scope="col"
                className={cn('px-2.5 py-2.5 font-semibold', c === 'price' || c === 'balance' ? 'text-end' : 'text-start')}
              >
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {openings.map((o) => (
            <tr key={o.id} data-testid="staff-opening" className="border-t border-line/70">
              <td className="px-2.5 py-2 whitespace-nowrap text-fg-muted tabular-nums">{formatDate(o.createdAt, { timeStyle: 'medium' })}</td>
              <td className="max-w-[7rem] truncate px-2.5 py-2 font-semibold">{o.username}</td>
              <td className="max-w-[7rem] truncate px-2.5 py-2">{o.box.name}</td>
              <td className="max-w-[10rem] px-2.5 py-2">
                <span className="block truncate" title={o.isWin ? o.prize.name : undefined}>
                  {o.isWin ? o.prize.name : t('nothing')}
                </span>
                {o.isWin ? (
                  <span className="mt-0.5 flex items-center gap-2">
                    <span
                      className={cn('rounded-full border px-1.5 text-[10px] font-semibold uppercase', RARITY_STYLES[o.prize.rarity].badge)}
                    >
                      {tw(`rarity.${o.prize.rarity}`)}
                    </span>
                    <span className="text-xs text-gold tabular-nums">{money(o.prize.valueInUSD)}</span>
                  </span>
                ) : null}
              </td>
              <td className="px-2.5 py-2 text-end tabular-nums">{coinAmount(o.pricePaid)}</td>
              <td className="px-2.5 py-2 text-end text-fg-muted tabular-nums">{coinAmount(o.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
