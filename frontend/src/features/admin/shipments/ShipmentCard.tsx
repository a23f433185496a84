import { useTranslation } from 'react-i18next';
import { MapPin, UserRound } from 'lucide-react';
import type { StaffShipmentDto } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { useMoney } from '../../../currency';
import { formatDate } from '../../../i18n/format';
import { ShipmentStatusBadge, TrackingNumber } from '../../shipping/ShipmentStatus';
import { countryName } from '../../shipping/useCountries';
import { PrizeImage } from '../../boxes/PrizeImage';

export interface ShipmentCardProps {
  shipment: StaffShipmentDto;
  /** Opens the dialog for the next step (none once delivered). */
  onAdvance(shipment: StaffShipmentDto): void;
}

/** One shipment for staff: prize, player, address, status with tracking, and the button for its next step. */
export function ShipmentCard({ shipment: s, onAdvance }: ShipmentCardProps) {
  const { t } = useTranslation('admin');
  const { money } = useMoney();
  const a = s.address;
  const next = s.status === 'pending' ? 'markShipped' : s.status === 'shipped' ? 'markDelivered' : null;
  return (
    <article
      aria-labelledby={`shipment-${s.id}`}
      data-testid="admin-shipment"
      className="grid gap-3 rounded-2xl border border-line bg-surface/70 p-4 sm:grid-cols-[4rem_minmax(0,1fr)_auto] sm:items-start sm:p-5"
    >
      <PrizeImage src={s.prize.imageUrl} alt="" loading="lazy" className="hidden h-16 w-16 rounded-xl bg-surface-2 object-cover sm:block" />
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`shipment-${s.id}`} dir="auto" className="font-bold break-words">
            {s.prize.name}
          </h2>
          <ShipmentStatusBadge status={s.status} label={t(`shipments.status.${s.status}`)} />
          <span className="text-sm text-gold tabular-nums">{money(s.prize.valueInUSD)}</span>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <UserRound className="h-4 w-4 shrink-0" aria-hidden />
          <bdi className="font-semibold text-fg">{s.username}</bdi>
          <span aria-hidden>·</span>
          {t('shipments.requested', { time: formatDate(s.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
        <p className="flex items-start gap-1.5 text-sm text-fg-muted">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span dir="auto" className="break-words">
            {[a.name, a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(' '), a.region, countryName(a.country)]
              .filter(Boolean)
              .join(', ')}
            {a.phone ? ` · ${a.phone}` : null}
          </span>
        </p>
        <TrackingNumber label={t('shipments.tracking')} number={s.trackingNumber} className="text-sm" />
      </div>
      {next ? (
        <Button
          size="sm"
          variant={next === 'markShipped' ? 'primary' : 'secondary'}
          className="justify-self-start sm:justify-self-end"
          aria-label={t(`shipments.${next}Label`, { prize: s.prize.name, username: s.username })}
          onClick={() => onAdvance(s)}
        >
          {t(`shipments.${next}`)}
        </Button>
      ) : null}
    </article>
  );
}
