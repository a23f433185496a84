import { useTranslation } from 'react-i18next';
import { PackageOpen } from 'lucide-react';
import { useMoney } from '../../currency';
import { formatDate } from '../../i18n/format';
import { ShipmentStatusBadge, TrackingNumber } from '../shipping/ShipmentStatus';
import { useShipments } from './api';
import { Card } from './Card';

/** The player's shipments: pending, shipped (with tracking number) or delivered. */
export function ShipmentsCard() {
  const { t } = useTranslation('dashboard');
  const { money } = useMoney();
  const { data, isPending, isError } = useShipments();
  const shipments = data?.entries ?? [];
  return (
    <Card title={t('shipments.title')} icon={<PackageOpen className="h-5 w-5 text-sky-300" aria-hidden />}>
      {isPending ? (
        <div className="h-16 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" aria-hidden />
      ) : isError ? (
        <p className="text-sm text-fg-muted">{t('loadFailed')}</p>
      ) : shipments.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('shipments.empty')}</p>
      ) : (
        <ul className="grid gap-2.5">
          {shipments.map((s) => (
            <li key={s.id} className="grid gap-1 rounded-xl border border-line/70 bg-surface-2/40 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span dir="auto" className="min-w-0 font-semibold break-words">
                  {s.prize.name}
                </span>
                <ShipmentStatusBadge status={s.status} label={t(`shipments.status.${s.status}`)} />
              </div>
              <p className="text-fg-muted">
                {money(s.prize.valueInUSD)}
                <span aria-hidden> · </span>
                {t('shipments.requested', { date: formatDate(s.createdAt) })}
              </p>
              <TrackingNumber label={t('shipments.tracking')} number={s.trackingNumber} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
