import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Loader2, Truck } from 'lucide-react';
import type { ShippingAddress } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { i18n } from '../../i18n';
import { VerifyEmailNotice } from '../account/VerifyEmailNotice';
import { AddressForm, type AddressField, type AddressFormText, type AddressProblem } from './AddressForm';

type MessageKey = 'required' | 'tooLong' | 'postalCode' | 'country' | 'phone' | 'invalid';

/** Which message a field problem shows. */
function messageFor(field: AddressField, problem: AddressProblem): MessageKey {
  if (problem === 'missing') return field === 'country' ? 'country' : 'required';
  if (problem === 'tooLong') return 'tooLong';
  if (field === 'postalCode' || field === 'country' || field === 'phone') return field;
  return 'invalid';
}

export interface ShipFormProps {
  /** Sends the address; may resolve to the server's field problems (each shows under its field). */
  onSubmit(address: ShippingAddress): Promise<Record<string, string> | null | void>;
  /** Shows a Back button (the opening dialog's way back to the prize). */
  onBack?: () => void;
  /** Shows the form's own heading (when the surrounding dialog does not already ask where to send it). */
  heading?: boolean;
}

/** Starts loading the form's words ahead of time, so showing the form later does not wait for them. */
export function usePreloadShipForm(): void {
  useEffect(() => void i18n.loadNamespaces('shipping'), []);
}

/**
 * The one Ship form, used by the opening dialog and the dashboard (history rows, free-box prizes): the verified-email
 * notice, the shared address form (react-hook-form on the protocol's `shippingAddressSchema`), and Ship my prize.
 * Its words live in the `shipping` namespace; while they load, a spinner stands in.
 */
export function ShipForm(props: ShipFormProps) {
  return (
    <Suspense fallback={<Loader2 className="mx-auto my-6 h-6 w-6 animate-spin text-fg-muted" aria-hidden />}>
      <ShipFormBody {...props} />
    </Suspense>
  );
}

function ShipFormBody({ onSubmit, onBack, heading = false }: ShipFormProps) {
  const { t } = useTranslation('shipping');
  const text: AddressFormText = {
    label: (field) => t(field),
    chooseCountry: t('countryPlaceholder'),
    error: (field, problem) => t(`errors.${messageFor(field, problem)}`),
  };
  return (
    <div className="grid gap-3">
      {/* Shipping needs a verified email: say so, with the resend action, before the address is typed. */}
      <VerifyEmailNotice compact />
      <AddressForm
        text={text}
        onSubmit={onSubmit}
        header={
          heading ? (
            <>
              <h3 className="flex items-center gap-2 text-base font-bold">
                <Truck className="h-5 w-5 text-accent-soft" aria-hidden />
                {t('title')}
              </h3>
              <p className="mt-1 text-sm text-fg-muted">{t('subtitle')}</p>
            </>
          ) : undefined
        }
        actions={(submitting) => (
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {onBack ? (
              <Button variant="ghost" onClick={onBack} disabled={submitting}>
                <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
                {t('back')}
              </Button>
            ) : null}
            <Button type="submit" disabled={submitting}>
              {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Truck className="h-4 w-4" aria-hidden />}
              {submitting ? t('submitting') : t('submit')}
            </Button>
          </div>
        )}
      />
    </div>
  );
}
