import { useId, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Loader2, Truck } from 'lucide-react';
import { COUNTRY_CODES, shippingAddressSchema, type ShippingAddress } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { activeLanguage } from '../../i18n';
import { cn } from '../../lib/cn';

/** What the inputs hold: strings, with optional fields possibly empty. */
export type AddressForm = Record<keyof ShippingAddress, string>;
type Field = keyof AddressForm;

const OPTIONAL: readonly Field[] = ['line2', 'region', 'phone'];
const EMPTY: AddressForm = { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '', phone: '' };

/** Drops empty optional fields, which the schema wants absent rather than empty. */
export function cleanAddress(values: AddressForm): Partial<ShippingAddress> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed === '' && OPTIONAL.includes(key as Field)) continue;
    out[key] = value;
  }
  return out;
}

type MessageKey = 'required' | 'tooLong' | 'postalCode' | 'country' | 'phone' | 'invalid';

/** Which translated message a field problem shows. */
function messageFor(field: Field, value: string, tooLong: boolean): MessageKey {
  if (value.trim() === '') return field === 'country' ? 'country' : 'required';
  if (tooLong) return 'tooLong';
  if (field === 'postalCode' || field === 'country' || field === 'phone') return field;
  return 'invalid';
}

/** Countries by their name in the active language. */
function useCountries(): { code: string; name: string }[] {
  const locale = activeLanguage();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    const collator = new Intl.Collator(locale);
    return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
}

export interface ShipFormProps {
  onSubmit(address: ShippingAddress): Promise<void>;
  onBack(): void;
}

/**
 * The shipping address form (react-hook-form validated with the protocol's `shippingAddressSchema`, the one the
 * server applies): name, two address lines, city, region, postal code, country and an optional phone.
 */
export function ShipForm({ onSubmit, onBack }: ShipFormProps) {
  const { t } = useTranslation('opening');
  const countries = useCountries();
  const countryId = useId();
  const resolver = useMemo<Resolver<AddressForm, unknown, ShippingAddress>>(
    () => async (values) => {
      const parsed = shippingAddressSchema.safeParse(cleanAddress(values));
      if (parsed.success) return { values: parsed.data, errors: {} };
      const errors: FieldErrors<AddressForm> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (!field || errors[field]) continue;
        const key = messageFor(field, values[field] ?? '', issue.code === 'too_big');
        errors[field] = { type: issue.code, message: t(`ship.errors.${key}`) };
      }
      return { values: {}, errors };
    },
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressForm, unknown, ShippingAddress>({ resolver, defaultValues: EMPTY });
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = handleSubmit(async (address) => {
    setSubmitting(true);
    try {
      await onSubmit(address);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3" data-testid="ship-form">
      <div>
        <h3 className="flex items-center gap-2 text-base font-bold">
          <Truck className="h-5 w-5 text-accent-soft" aria-hidden />
          {t('ship.title')}
        </h3>
        <p className="mt-1 text-sm text-fg-muted">{t('ship.subtitle')}</p>
      </div>
      <TextField label={t('ship.name')} autoComplete="name" {...register('name')} error={errors.name?.message} />
      <TextField label={t('ship.line1')} autoComplete="address-line1" {...register('line1')} error={errors.line1?.message} />
      <TextField label={t('ship.line2')} autoComplete="address-line2" {...register('line2')} error={errors.line2?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('ship.city')} autoComplete="address-level2" {...register('city')} error={errors.city?.message} />
        <TextField label={t('ship.region')} autoComplete="address-level1" {...register('region')} error={errors.region?.message} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('ship.postalCode')} autoComplete="postal-code" {...register('postalCode')} error={errors.postalCode?.message} />
        <div className="grid gap-1.5">
          <label htmlFor={countryId} className="text-sm font-medium">
            {t('ship.country')}
          </label>
          <select
            id={countryId}
            autoComplete="country"
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? `${countryId}-error` : undefined}
            className={cn(
              'h-11 w-full rounded-xl border bg-surface-2 px-3 text-base text-fg sm:text-sm',
              'focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none',
              errors.country ? 'border-danger' : 'border-line',
            )}
            {...register('country')}
          >
            <option value="">{t('ship.countryPlaceholder')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p id={`${countryId}-error`} className="text-sm text-danger">
              {errors.country.message}
            </p>
          ) : null}
        </div>
      </div>
      <TextField label={t('ship.phone')} type="tel" autoComplete="tel" {...register('phone')} error={errors.phone?.message} />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
          {t('ship.back')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Truck className="h-4 w-4" aria-hidden />}
          {isSubmitting ? t('ship.submitting') : t('ship.submit')}
        </Button>
      </div>
    </form>
  );
}
