import { useTranslation } from 'react-i18next';
import { Package } from 'lucide-react';
import { COINS_PER_USD, winRatePercent } from '@nova/protocol';
import { Select } from '../../components/ui/select';
import { useMoney } from '../../currency/useMoney';
import { formatNumber } from '../../i18n/format';
import { Card } from '../dashboard/Card';
import { Figures } from './Figures';
import { useSimulatorBoxName, type SimulatorBox } from './source';

interface SourcePickerProps {
  sources: SimulatorBox[];
  selected: SimulatorBox;
  disabled: boolean;
  onSelect(key: string): void;
}

/** The box (or the editor's draft) to simulate, with its price, prize count and win rate. */
export function SourcePicker({ sources, selected, disabled, onSelect }: SourcePickerProps) {
  const { t } = useTranslation('simulator');
  const { money } = useMoney();
  const nameOf = useSimulatorBoxName();
  const label = (box: SimulatorBox) => (box.isDraft ? t('source.draftOption', { name: box.name }) : nameOf(box));
  const facts = [
    { label: t('source.price'), value: money(selected.priceCoins / COINS_PER_USD) },
    { label: t('source.prizes'), value: formatNumber(selected.prizes.length) },
    {
      label: t('source.winRate'),
      value: formatNumber(Number(winRatePercent(selected.prizes)) / 100, { style: 'percent', maximumFractionDigits: 1 }),
    },
  ];
  return (
    <Card title={t('source.label')} icon={<Package className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <div className="w-full min-w-0 sm:w-auto">
          <Select
            disabled={disabled}
            label={t('source.label')}
            value={selected.key}
            onValueChange={onSelect}
            className="h-11 w-full justify-between sm:min-w-72"
            options={sources.map((box) => ({ value: box.key, label: label(box), textValue: label(box) }))}
          />
        </div>
        <Figures items={facts} className="flex flex-wrap gap-x-6 gap-y-2" />
      </div>
    </Card>
  );
}
