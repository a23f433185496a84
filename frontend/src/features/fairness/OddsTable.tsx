import { useTranslation } from 'react-i18next';
import type { OpeningProofDto } from '@nova/protocol';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { cumulativeRanges } from './verify';

export interface OddsTableProps {
  table: OpeningProofDto['table'];
  /** The row the roll landed on (highlighted), or -1. */
  landed: number;
  /** The ticket drawn, shown in the caption. */
  ticket: number | null;
}

/**
 * The odds table exactly as the opening used it, in published order, with each row's cumulative ticket range:
 * the prize is the first row whose range holds the ticket.
 */
export function OddsTable({ table, landed, ticket }: OddsTableProps) {
  const { t } = useTranslation('fairness');
  const rows = cumulativeRanges(table);
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-xs sm:text-sm">
        <caption className="px-3 pt-3 pb-2 text-start text-xs text-fg-muted">
          {ticket === null ? t('table.caption') : t('table.captionTicket', { ticket: formatNumber(ticket) })}
        </caption>
        <thead className="bg-surface-2/70 text-xs text-fg-muted">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 text-start font-semibold">
              {t('table.prize')}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-end font-semibold">
              {t('table.odds')}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-end font-semibold">
              {t('table.tickets')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const hit = index === landed;
            return (
              <tr
                key={row.prizeId}
                aria-current={hit ? 'true' : undefined}
                data-landed={hit ? 'true' : undefined}
                className={cn('border-t border-line/70', hit && 'bg-accent/15', row.empty && 'text-fg-muted')}
              >
                <th scope="row" className="px-2 py-2 sm:px-3 text-start font-medium">
                  <bdi className="break-words">{row.name}</bdi>
                  {hit ? (
                    <span className="ms-2 inline-flex rounded-full bg-accent px-2 py-0.5 text-[0.7rem] font-bold text-white">
                      {t('table.landed')}
                    </span>
                  ) : null}
                </th>
                <td className="px-2 py-2 sm:px-3 text-end tabular-nums">
                  {formatNumber(row.oddsPpm / 1_000_000, { style: 'percent', maximumFractionDigits: 4 })}
                </td>
                <td className="px-2 py-2 text-end tabular-nums sm:px-3">
                  {row.empty ? (
                    <span aria-label={t('table.noTickets')}>—</span>
                  ) : (
                    <span dir="ltr" className="inline-flex flex-wrap justify-end gap-x-1">
                      <span className="whitespace-nowrap">{formatNumber(row.from)}</span>
                      <span className="whitespace-nowrap">– {formatNumber(row.to)}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
