import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleDollarSign, Truck } from 'lucide-react';
import type { HistoryEntryDto, ShippingAddress } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { useMoney } from '../../currency';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { useUnboxingAction } from '../unboxings/useUnboxingAction';
import { ShipForm, usePreloadShipForm } from '../shipping/ShipForm';

/** Ship and Resell for a pending win (a history row or a free-box claim): the same unboxing action the opening dialog uses. */
export function UnboxingActions({
  entry,
  onDone,
}: {
  entry: Pick<HistoryEntryDto, 'id' | 'prizeName'>;
  /** Called once the prize was shipped or resold. */
  onDone?: (action: 'ship' | 'resell') => void;
}) {
  const { t } = useTranslation('dashboard');
  const { coins } = useMoney();
  const [open, setOpen] = useState<'ship' | 'resell' | null>(null);
  const action = useUnboxingAction();
  usePreloadShipForm();
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  const resell = () =>
    action.mutate(
      { id: entry.id, action: 'resell' },
      {
        onSuccess: (result) => {
          setOpen(null);
          onDone?.('resell');
          toast({
            title: t('actions.resoldTitle'),
            description: t('actions.resold', { coins: coins(result.creditedCoins) }),
            variant: 'success',
          });
        },
        onError: (err) => toast({ title: t('actions.failedTitle'), description: errorMessage(err), variant: 'destructive' }),
      },
    );

  /** Resolves to the server's field problems (or null) so the form can show them under its fields. */
  const ship = async (address: ShippingAddress): Promise<Record<string, string> | null> => {
    try {
      await action.mutateAsync({ id: entry.id, action: 'ship', address });
      setOpen(null);
      onDone?.('ship');
      toast({ title: t('actions.shippedTitle'), description: t('actions.shipped', { prize: entry.prizeName }), variant: 'success' });
      return null;
    } catch (err) {
      toast({ title: t('actions.failedTitle'), description: errorMessage(err), variant: 'destructive' });
      return err instanceof ApiError ? (err.details ?? null) : null;
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen('ship')} aria-label={t('actions.shipLabel', { prize: entry.prizeName })}>
        <Truck className="h-4 w-4" aria-hidden />
        {t('actions.ship')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen('resell')}
        aria-label={t('actions.resellLabel', { prize: entry.prizeName })}
      >
        <CircleDollarSign className="h-4 w-4" aria-hidden />
        {t('actions.resell')}
      </Button>

      <Dialog open={open === 'resell'} onOpenChange={close}>
        <DialogContent
          title={t('actions.resellTitle', { prize: entry.prizeName })}
          description={t('actions.resellBody')}
          closeLabel={t('close')}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">{t('cancel')}</Button>
            </DialogClose>
            <Button onClick={resell} disabled={action.isPending}>
              <CircleDollarSign className="h-4 w-4" aria-hidden />
              {action.isPending ? t('actions.working') : t('actions.confirmResell')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>

      <Dialog open={open === 'ship'} onOpenChange={close}>
        <DialogContent
          title={t('actions.shipTitle', { prize: entry.prizeName })}
          description={t('actions.shipBody')}
          closeLabel={t('close')}
        >
          <ShipForm onSubmit={ship} />
        </DialogContent>
      </Dialog>
    </>
  );
}
