import { useTranslation } from 'react-i18next';
import { VerifyEmailNotice } from '../account/VerifyEmailNotice';
import { ArrowLeft, Loader2, Truck } from 'lucide-react';
import type { ShippingAddress } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { AddressForm, type AddressField, type AddressFormText, type AddressProblem } from '../shipping/AddressForm';

type MessageKey = 'required' | 'tooLong' | 'postalCode' | 'country' | 'phone' | 'invalid';

/** Which of this namespace's messages a field problem shows. */
function messageFor(field: AddressField, problem: AddressProblem): MessageKey {
  if (problem === 'missing') return field === 'country' ? 'country' : 'required';
  if (problem === 'tooLong') return 'tooLong';
  if (field === 'postalCode' || field === 'country' || field === 'phone') return field;
  return 'invalid';
}

export interface ShipFormProps {
  onSubmit(address: ShippingAddress): Promise<void>;
  onBack(): void;
}

/** The opening dialog's address step: the shared address form with a heading, Back and Ship my prize. */
export function ShipForm({ onSubmit, onBack }: ShipFormProps) {
  const { t } = useTranslation('opening');
  const text: AddressFormText = {
    label: (field) => t(`ship.${field}`),
    chooseCountry: t('ship.countryPlaceholder'),
    error: (field, problem) => t(`ship.errors.${messageFor(field, problem)}`),
  };
  return (
    <div className="grid gap-3">
      {/* Shipping needs a verified email: say so, with the resend action, before the address is typed. */}
      <VerifyEmailNotice compact />
      <AddressForm
        text={text}
        onSubmit={onSubmit}
        header={
          <>
            <h3 className="flex items-center gap-2 text-base font-bold">
              <Truck className="h-5 w-5 text-accent-soft" aria-hidden />
              {t('ship.title')}
            </h3>
            <p className="mt-1 text-sm text-fg-muted">{t('ship.subtitle')}</p>
          </>
        }
        actions={(submitting) => (
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onBack} disabled={submitting}>
              <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
              {t('ship.back')}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Truck className="h-4 w-4" aria-hidden />}
              {submitting ? t('ship.submitting') : t('ship.submit')}
            </Button>
          </div>
        )}
      />
    </div>
  );
}
