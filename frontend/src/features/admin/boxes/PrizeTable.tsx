import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, CheckCircle2, Gift, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { ODDS_TOTAL_PPM, ppmToPercent, type AdminBoxDto, type AdminPrizeDto } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { fieldControlClass } from '../../../components/ui/field-frame';
import { useMoney } from '../../../currency';
import { cn } from '../../../lib/cn';
import { RARITY_STYLES } from '../../boxes/odds';
import { moveRow, rowPpm, tableTotal, type OddsRow } from './editorState';

interface PrizeTableProps {
  box: AdminBoxDto;
  rows: OddsRow[];
  onRows(rows: OddsRow[]): void;
  /** Archived boxes and pending writes: nothing can be changed. */
  locked: boolean;
  /** Unsaved odds: the prize dialogs wait until they are saved or discarded. */
  dirty: boolean;
  onEdit(prize: AdminPrizeDto): void;
  onDelete(prize: AdminPrizeDto): void;
}

/**
 * A box's prizes in draw order: picture, name and rarity, value, icon, and the probability, editable in place (with
 * the order, through the arrows) and saved as one odds table. The running total says 'Should equal 100%' until the
 * probabilities total exactly 100% (counted in integer parts per million).
 */
export function PrizeTable({ box, rows, onRows, locked, dirty, onEdit, onDelete }: PrizeTableProps) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('boxes');
  const { money } = useMoney();
  const byId = new Map(box.prizes.map((p) => [p.id, p]));
  const total = tableTotal(rows);
  const exact = total === ODDS_TOTAL_PPM;
  const setProbability = (index: number, probability: string) => onRows(rows.map((r, i) => (i === index ? { ...r, probability } : r)));

  return (
    <div className="grid gap-3">
      <div className="hidden grid-cols-[4.5rem_3rem_minmax(0,1fr)_7rem_8rem_6rem_5.5rem] items-center gap-3 px-3 text-xs font-semibold tracking-wide text-fg-muted uppercase lg:grid">
        <span>{t('catalog.prizes.order')}</span>
        <span className="sr-only">{t('catalog.prizes.image')}</span>
        <span>{t('catalog.prizes.name')}</span>
        <span className="text-end">{t('catalog.prizes.value')}</span>
        <span className="text-end">{t('catalog.prizes.probability')}</span>
        <span>{t('catalog.prizes.icon')}</span>
        <span className="sr-only">{t('catalog.prizes.actions')}</span>
      </div>
      <ol className="grid gap-2" aria-label={t('catalog.prizes.listLabel')} data-testid="prize-table">
        {rows.map((row, index) => {
          const prize = byId.get(row.id);
          if (!prize) return null;
          const invalid = rowPpm(row) === null;
          return (
            <li
              key={row.id}
              data-testid="prize-row"
              className="grid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 rounded-xl border border-line/70 bg-surface-2/50 p-3 lg:grid-cols-[4.5rem_3rem_minmax(0,1fr)_7rem_8rem_6rem_5.5rem]"
            >
              <span className="col-span-2 col-start-1 row-start-2 flex gap-1 lg:col-span-1 lg:col-start-auto lg:row-start-auto">
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  disabled={locked || index === 0}
                  aria-label={t('catalog.prizes.moveUp', { name: prize.name })}
                  onClick={() => onRows(moveRow(rows, index, -1))}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  disabled={locked || index === rows.length - 1}
                  aria-label={t('catalog.prizes.moveDown', { name: prize.name })}
                  onClick={() => onRows(moveRow(rows, index, 1))}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </Button>
              </span>
              <span
                className={cn(
                  'col-start-1 row-start-1 h-12 w-12 overflow-hidden rounded-lg bg-surface-3 ring-2 lg:col-start-auto lg:row-start-auto',
                  RARITY_STYLES[prize.rarity].ring,
                )}
              >
                {prize.imageUrl ? (
                  <img src={prize.imageUrl} alt="" className="h-full w-full object-cover" />
                ) : (
                  <span className="flex h-full w-full items-center justify-center" title={t('catalog.prizes.noImage')}>
                    <Gift className="h-5 w-5 text-fg-muted" aria-hidden />
                  </span>
                )}
              </span>
              <span className="col-start-2 row-start-1 min-w-0 lg:col-start-auto lg:row-start-auto">
                <bdi className="block truncate text-sm font-semibold" data-testid="prize-name">
                  {prize.name}
                </bdi>
                <span
                  className={cn(
                    'mt-1 inline-block rounded-md border px-1.5 py-px text-[10px] font-bold tracking-wide uppercase',
                    RARITY_STYLES[prize.rarity].badge,
                  )}
                >
                  {tb(`rarity.${prize.rarity}`)}
                </span>
                <span className="ms-2 text-xs text-fg-muted tabular-nums lg:hidden">
                  {money(prize.valueInUSD)}
                  {prize.currency !== 'USD' ? ` · ${prize.value} ${prize.currency}` : ''}
                </span>
              </span>
              <span className="hidden text-end text-sm tabular-nums lg:block">
                {money(prize.valueInUSD)}
                {prize.currency !== 'USD' ? (
                  <span className="block text-xs text-fg-muted">{`${prize.value} ${prize.currency}`}</span>
                ) : null}
              </span>
              <label className="col-start-3 row-start-2 flex items-center justify-end gap-1 text-sm lg:col-start-auto lg:row-start-auto">
                {/* The field control is full width; this box gives it its size, so the row's name keeps its room. */}
                <span className="w-24 shrink-0">
                  <input
                    value={row.probability}
                    onChange={(e) => setProbability(index, e.currentTarget.value)}
                    disabled={locked}
                    inputMode="decimal"
                    dir="ltr"
                    aria-label={t('catalog.prizes.probabilityOf', { name: prize.name })}
                    aria-invalid={invalid || undefined}
                    className={cn('h-9 text-end tabular-nums', fieldControlClass(invalid ? 'invalid' : undefined))}
                    data-testid="probability-input"
                  />
                </span>
                <span aria-hidden>%</span>
              </label>
              <code className="hidden truncate text-xs text-fg-muted lg:block" dir="ltr">
                {prize.iconClass}
              </code>
              <span className="col-start-3 row-start-1 flex justify-end gap-1 lg:col-start-auto lg:row-start-auto">
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  disabled={locked || dirty}
                  aria-label={t('catalog.prizes.edit', { name: prize.name })}
                  onClick={() => onEdit(prize)}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8 text-danger hover:text-danger"
                  disabled={locked || dirty}
                  aria-label={t('catalog.prizes.delete', { name: prize.name })}
                  onClick={() => onDelete(prize)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-fg-muted">{t('catalog.prizes.empty')}</p>
      ) : null}
      <p
        role="status"
        data-testid="odds-total"
        data-exact={exact}
        className={cn(
          'flex flex-wrap items-center justify-end gap-2 text-sm font-semibold tabular-nums',
          exact ? 'text-success' : 'text-gold',
        )}
      >
        {exact ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <TriangleAlert className="h-4 w-4" aria-hidden />}
        <span>{t('catalog.prizes.total', { total: total === null ? '—' : ppmToPercent(total) })}</span>
        <span className="font-normal">{exact ? t('catalog.prizes.totalOk') : t('catalog.prizes.shouldEqual')}</span>
      </p>
    </div>
  );
}
