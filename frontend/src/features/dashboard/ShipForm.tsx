import { useTranslation } from 'react-i18next';
import { VerifyEmailNotice } from '../account/VerifyEmailNotice';
import { Truck } from 'lucide-react';
import type { ShippingAddress } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { AddressForm, type AddressFormText } from '../shipping/AddressForm';

export interface ShipFormProps {
  pending: boolean;
  /** Sends the address; resolves to the server's field problems, or null when it was accepted. */
  onSubmit(address: ShippingAddress): Promise<Record<string, string> | null>;
}

/**
 * The dashboard's Ship dialog body: the shared address form with one message per field and a Ship to Me button;
 * the server's field problems show under their fields.
 */
export function ShipForm({ pending, onSubmit }: ShipFormProps) {
  const { t } = useTranslation('dashboard');
  const text: AddressFormText = {
    label: (field, optional) => (optional ? t('ship.optional', { field: t(`ship.fields.${field}`) }) : t(`ship.fields.${field}`)),
    chooseCountry: t('ship.chooseCountry'),
    error: (field) => t(`ship.errors.${field}`),
  };
  return (
    <div className="grid gap-3">
      {/* Shipping needs a verified email: say so, with the resend action, before the address is typed. */}
      <VerifyEmailNotice compact />
      <AddressForm
        text={text}
        onSubmit={onSubmit}
        actions={() => (
          <div className="mt-2 flex justify-end">
            <Button type="submit" disabled={pending}>
              <Truck className="h-4 w-4" aria-hidden />
              {pending ? t('actions.working') : t('ship.submit')}
            </Button>
          </div>
        )}
      />
    </div>
  );
}
