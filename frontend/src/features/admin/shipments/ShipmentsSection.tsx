import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_STATUSES, type ShipmentStatus, type StaffShipmentDto } from '@nova/protocol';
import { PagedList } from '../../../components/layout/PagedList';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { SectionHeader } from '../SectionHeader';
import { AdvanceDialog } from './AdvanceDialog';
import { ShipmentCard } from './ShipmentCard';
import { useStaffShipments } from './api';
import { shipmentQueries } from './queries';

/**
 * Shipments (`/admin/shipments`): every prize on its way, newest first, by status; staff move each one step at a
 * time. New and advanced shipments arrive through the operations feed without a reload.
 */
export default function ShipmentsSection() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ShipmentStatus | null>(null);
  const [advancing, setAdvancing] = useState<StaffShipmentDto | null>(null);
  const shipments = useStaffShipments(status);
  useRefreshOnStaffEvent('shipment', shipmentQueries.all);

  return (
    <section className="grid gap-4">
      <SectionHeader section="shipments" />
      <div role="group" aria-label={t('shipments.filterLabel')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <ToggleChip pressed={status === null} onClick={() => setStatus(null)}>
          {t('shipments.all')}
        </ToggleChip>
        {SHIPMENT_STATUSES.map((s) => (
          <ToggleChip key={s} pressed={status === s} onClick={() => setStatus(s)}>
            {t(`shipments.status.${s}`)}
          </ToggleChip>
        ))}
      </div>
      <PagedList
        query={shipments}
        itemKey={(s) => s.id}
        renderItem={(s) => <ShipmentCard shipment={s} onAdvance={setAdvancing} />}
        texts={{
          label: t('shipments.listLabel'),
          loading: t('shipments.loading'),
          error: t('shipments.error'),
          retry: t('shipments.retry'),
          empty: t(status ? 'shipments.emptyFiltered' : 'shipments.empty'),
          loadMore: t('shipments.loadMore'),
          loadingMore: t('shipments.loadingMore'),
        }}
      />
      <AdvanceDialog shipment={advancing} onClose={() => setAdvancing(null)} />
    </section>
  );
}
