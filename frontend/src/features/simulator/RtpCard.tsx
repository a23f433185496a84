import { useTranslation } from 'react-i18next';
import { Percent } from 'lucide-react';
import { COINS_PER_USD, boxEconomics, centsToCoins, type OddsPrize } from '@nova/protocol';
import { useMoney } from '../../currency/useMoney';
import { Card } from '../dashboard/Card';
import { Figures } from './Figures';
import { formatPercent } from './format';

interface RtpCardProps {
  priceCoins: number;
  table: OddsPrize[];
  openings: number;
  totalValueCents: number;
}

/** Expected (from the table) against observed (from the run) return to player, value per opening and house edge. */
export function RtpCard({ priceCoins, table, openings, totalValueCents }: RtpCardProps) {
  const { t } = useTranslation('simulator');
  const { money } = useMoney();
  const expected = boxEconomics(priceCoins, table);
  const observedValue = centsToCoins(totalValueCents) / openings;
  const observedRtp = observedValue / priceCoins;
  const rows = [
    { label: t('rtp.expectedRtp'), value: formatPercent(expected.rtp), testId: 'rtp-expected' },
    { label: t('rtp.observedRtp'), value: formatPercent(observedRtp), testId: 'rtp-observed' },
    { label: t('rtp.expectedValue'), value: money(expected.expectedValueCoins / COINS_PER_USD) },
    { label: t('rtp.observedValue'), value: money(observedValue / COINS_PER_USD) },
    { label: t('rtp.houseEdge'), value: formatPercent(expected.houseEdge) },
    { label: t('rtp.observedEdge'), value: formatPercent(1 - observedRtp) },
  ];
  return (
    <Card title={t('rtp.title')} icon={<Percent className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <Figures items={rows} size="lg" className="grid grid-cols-2 gap-x-4 gap-y-3" />
    </Card>
  );
}
