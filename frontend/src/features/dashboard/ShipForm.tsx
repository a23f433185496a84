import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Truck } from 'lucide-react';
import { COUNTRY_CODES, shippingAddressSchema, type ShippingAddress } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';

const FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const OPTIONAL: ReadonlySet<Field> = new Set(['line2', 'region', 'phone']);
const EMPTY: Values = { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '', phone: '' };

/** The address as the API wants it: trimmed, blank optional fields left out. */
function toAddress(values: Values): Record<string, string> {
  return Object.fromEntries(FIELDS.flatMap((f) => (values[f].trim() || !OPTIONAL.has(f) ? [[f, values[f].trim()]] : [])));
}

/** Countries by their name in the active language (Intl), for the country list. */
function useCountries(locale: string): { code: string; name: string }[] {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
}

export interface ShipFormProps {
  pending: boolean;
  /** Sends the address; resolves to the server's field problems, or null when it was accepted. */
  onSubmit(address: ShippingAddress): Promise<Record<string, string> | null>;
}

/**
 * A compact shipping-address form, checked with the protocol's `shippingAddressSchema` (the server's own rules);
 * every problem shows a translated message under its field.
 */
export function ShipForm({ pending, onSubmit }: ShipFormProps) {
  const { t, i18n } = useTranslation('dashboard');
  const countries = useCountries(i18n.resolvedLanguage ?? 'en');
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: EMPTY });
  const { errors } = formState;
  const fieldError = (f: Field) => (errors[f] ? t(`ship.errors.${f}`) : undefined);

  const submit = handleSubmit(async (values) => {
    const parsed = shippingAddressSchema.safeParse(toAddress(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field))
          setError(field as Field, { message: issue.message });
      }
      return;
    }
    const problems = await onSubmit(parsed.data);
    for (const key of Object.keys(problems ?? {})) {
      const field = key.split('.').at(-1);
      if (field && (FIELDS as readonly string[]).includes(field)) setError(field as Field, { message: problems?.[key] });
    }
  });

  const field = (f: Field, extra: { autoComplete: string; className?: string; inputMode?: 'tel' }) => (
    <div className={extra.className}>
      <TextField
        label={OPTIONAL.has(f) ? t('ship.optional', { field: t(`ship.fields.${f}`) }) : t(`ship.fields.${f}`)}
        autoComplete={extra.autoComplete}
        {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
        error={fieldError(f)}
        {...register(f)}
      />
    </div>
  );

  const countryId = 'ship-country';
  const countryErrorId = `${countryId}-error`;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
      {field('name', { autoComplete: 'name', className: 'sm:col-span-2' })}
      {field('line1', { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
      {field('line2', { autoComplete: 'address-line2', className: 'sm:col-span-2' })}
      {field('city', { autoComplete: 'address-level2' })}
      {field('region', { autoComplete: 'address-level1' })}
      {field('postalCode', { autoComplete: 'postal-code' })}
      <div className="grid gap-1.5">
        <label htmlFor={countryId} className="text-sm font-medium">
          {t('ship.fields.country')}
        </label>
        <select
          id={countryId}
          autoComplete="country"
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? countryErrorId : undefined}
          className={cn(
            'h-11 w-full rounded-xl border bg-surface-2 px-3 text-base text-fg sm:text-sm',
            'focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none',
            errors.country ? 'border-danger' : 'border-line',
          )}
          {...register('country')}
        >
          <option value="">{t('ship.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.country ? (
          <p id={countryErrorId} className="text-sm text-danger">
            {t('ship.errors.country')}
          </p>
        ) : null}
      </div>
      {field('phone', { autoComplete: 'tel', inputMode: 'tel', className: 'sm:col-span-2' })}
      <div className="mt-2 flex justify-end sm:col-span-2">
        <Button type="submit" disabled={pending}>
          <Truck className="h-4 w-4" aria-hidden />
          {pending ? t('actions.working') : t('ship.submit')}
        </Button>
      </div>
    </form>
  );
}
