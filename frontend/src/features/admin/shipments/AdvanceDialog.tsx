import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { shipmentShippedBodySchema, type ShipmentUpdateBody, type StaffShipmentDto } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/errorMessage';
import { toast } from '../../../stores/useToastStore';
import { useAdvanceShipment } from './api';

export interface AdvanceDialogProps {
  /** The shipment to move one step; null closes the dialog. */
  shipment: StaffShipmentDto | null;
  onClose(): void;
}

/**
 * Moves a shipment one step: pending -> shipped asks for the tracking number, shipped -> delivered asks to confirm.
 * A refusal (someone else moved it first) shows the server's reason, translated, and the list refreshes.
 */
export function AdvanceDialog({ shipment, onClose }: AdvanceDialogProps) {
  return (
    <Dialog open={shipment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {shipment ? <AdvanceContent key={shipment.id} shipment={shipment} onDone={onClose} /> : null}
    </Dialog>
  );
}

function AdvanceContent({ shipment, onDone }: { shipment: StaffShipmentDto; onDone(): void }) {
  const { t } = useTranslation('admin');
  const advance = useAdvanceShipment();
  const shipping = shipment.status === 'pending';
  const names = { prize: shipment.prize.name, username: shipment.username, number: shipment.trackingNumber ?? '' };
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(shipmentShippedBodySchema),
    defaultValues: { status: 'shipped' as const, trackingNumber: '' },
  });

  const send = async (body: ShipmentUpdateBody) => {
    try {
      await advance.mutateAsync({ id: shipment.id, body });
    } catch {
      return; // shown in the dialog
    }
    toast({ title: t(shipping ? 'shipments.shippedToast' : 'shipments.deliveredToast', names), variant: 'success' });
    onDone();
  };

  return (
    <DialogContent
      title={t(shipping ? 'shipments.dialog.shippedTitle' : 'shipments.dialog.deliveredTitle')}
      description={t(shipping ? 'shipments.dialog.shippedHint' : 'shipments.dialog.deliveredHint', names)}
      closeLabel={t('shipments.dialog.close')}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={shipping ? handleSubmit(send) : (e) => (e.preventDefault(), void send({ status: 'delivered' }))}
      >
        {shipping ? (
          <TextField
            label={t('shipments.dialog.trackingLabel')}
            placeholder={t('shipments.dialog.trackingPlaceholder')}
            autoComplete="off"
            dir="ltr"
            autoFocus
            error={formState.errors.trackingNumber ? t('shipments.dialog.trackingInvalid') : undefined}
            {...register('trackingNumber')}
          />
        ) : null}
        {advance.isError ? (
          <p role="alert" className="rounded-xl border border-danger/40 bg-danger-bg px-3 py-2 text-sm text-danger">
            {errorMessage(advance.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('shipments.dialog.cancel')}</Button>
          </DialogClose>
          <Button type="submit" disabled={advance.isPending}>
            {advance.isPending
              ? t('shipments.dialog.saving')
              : t(shipping ? 'shipments.dialog.confirmShipped' : 'shipments.dialog.confirmDelivered')}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
