import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { BATTLE_LIMITS, type BoxDto } from '@nova/protocol';
import { useMoney } from '../../currency';
import { useBoxText } from '../boxes/boxText';

export interface RoundsPickerProps {
  boxes: readonly BoxDto[];
  /** The chosen boxes' ids, one per round, in order. */
  value: string[];
  onChange(next: string[]): void;
  error?: string;
}

/** Picks a battle's rounds: add any box (repeats allowed) up to the limit; remove a round from the ordered list. */
export function RoundsPicker({ boxes, value, onChange, error }: RoundsPickerProps) {
  const { t } = useTranslation('battles');
  const { coins } = useMoney();
  const text = useBoxText();
  const byId = new Map(boxes.map((b) => [b.id, b]));
  const full = value.length >= BATTLE_LIMITS.maxRounds;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">
        {t('create.rounds', { count: value.length, max: BATTLE_LIMITS.maxRounds })}
      </legend>
      <ol className="flex min-h-14 flex-wrap gap-2 rounded-xl border border-dashed border-line p-2" aria-label={t('create.chosen')} data-testid="chosen-rounds">
        {value.length === 0 ? <li className="self-center px-1 text-sm text-fg-muted">{t('create.noRounds')}</li> : null}
        {value.map((id, i) => {
          const box = byId.get(id);
          const name = box ? text(box).name : id;
          return (
            <li key={`${i}-${id}`} className="flex items-center gap-1.5 rounded-lg bg-surface-2 py-1 ps-1 pe-1.5 text-xs">
              <span className="tabular-nums text-fg-muted">{i + 1}.</span>
              {box ? <img src={box.imageUrl} alt="" className="h-7 w-7 rounded bg-surface-3 object-cover" /> : null}
              <bdi className="max-w-28 truncate">{name}</bdi>
              <button
                type="button"
                className="rounded p-0.5 text-fg-muted hover:bg-surface-3 hover:text-fg"
                aria-label={t('create.remove', { round: i + 1, box: name })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ul className="grid max-h-56 gap-2 overflow-y-auto sm:grid-cols-2" aria-label={t('create.boxes')}>
        {boxes.map((box) => {
          const name = text(box).name;
          return (
            <li key={box.id}>
              <button
                type="button"
                disabled={full}
                onClick={() => onChange([...value, box.id])}
                aria-label={t('create.add', { box: name })}
                className="flex w-full items-center gap-2 rounded-xl border border-line bg-surface-2 p-2 text-start text-sm hover:border-accent disabled:opacity-50"
              >
                <img src={box.imageUrl} alt="" className="h-9 w-9 shrink-0 rounded-lg bg-surface-3 object-cover" />
                <span className="min-w-0 flex-1">
                  <bdi className="block truncate font-medium">{name}</bdi>
                  <span className="text-xs text-gold tabular-nums">{coins(box.priceCoins)}</span>
                </span>
                <Plus className="h-4 w-4 shrink-0 text-fg-muted" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
