import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { shippingAddressSchema, type ShippingAddress } from '@nova/protocol';
import { TextField } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';
import { useCountries } from './useCountries';

/** What the inputs hold: strings, with optional fields possibly empty. */
export type AddressValues = Record<keyof ShippingAddress, string>;
export type AddressField = keyof AddressValues;

const FIELDS: readonly AddressField[] = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country', 'phone'];
const OPTIONAL: readonly AddressField[] = ['line2', 'region', 'phone'];
const EMPTY: AddressValues = { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '', phone: '' };

/** Why a field was refused: left empty, too long, or not in the form the schema (or the server) wants. */
export type AddressProblem = 'missing' | 'tooLong' | 'invalid';

/** The form's words, from the caller's own translations. */
export interface AddressFormText {
  label(field: AddressField, optional: boolean): string;
  /** The country list's empty first entry. */
  chooseCountry: string;
  /** The message under a refused field. */
  error(field: AddressField, problem: AddressProblem): string;
}

export interface AddressFormProps {
  text: AddressFormText;
  /**
   * Sends the address. It may resolve to the server's field problems, keyed by field path (`address.postalCode`);
   * each one shows under its field.
   */
  onSubmit(address: ShippingAddress): Promise<Record<string, string> | null | void>;
  /** Shown above the fields. */
  header?: ReactNode;
  /** The buttons under the fields; `submitting` is true while `onSubmit` runs. */
  actions(submitting: boolean): ReactNode;
}

const isField = (key: unknown): key is AddressField => FIELDS.includes(key as AddressField);

/** Drops empty optional fields, which the schema wants absent rather than empty. */
function cleanAddress(values: AddressValues): Partial<ShippingAddress> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() === '' && OPTIONAL.includes(key as AddressField)) continue;
    out[key] = value;
  }
  return out;
}

function problemOf(value: string, issueCode: string): AddressProblem {
  if (value.trim() === '') return 'missing';
  return issueCode === 'too_big' ? 'tooLong' : 'invalid';
}

/**
 * The shipping-address form (react-hook-form, validated with the protocol's `shippingAddressSchema`, the one the
 * server applies): name, two address lines, city, region, postal code, country and an optional phone. The caller
 * brings the words, the heading and the buttons.
 */
export function AddressForm({ text, onSubmit, header, actions }: AddressFormProps) {
  const countries = useCountries();
  const countryId = useId();
  const countryErrorId = `${countryId}-error`;
  const resolver: Resolver<AddressValues, unknown, ShippingAddress> = async (values) => {
    const parsed = shippingAddressSchema.safeParse(cleanAddress(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<AddressValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (!isField(field) || errors[field]) continue;
      errors[field] = { type: issue.code, message: text.error(field, problemOf(values[field], issue.code)) };
    }
    return { values: {}, errors };
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressValues, unknown, ShippingAddress>({ resolver, defaultValues: EMPTY });
  const [submitting, setSubmitting] = useState(false);

  const submit = handleSubmit(async (address) => {
    setSubmitting(true);
    try {
      const problems = await onSubmit(address);
      for (const key of Object.keys(problems ?? {})) {
        const field = key.split('.').at(-1);
        if (isField(field)) setError(field, { type: 'server', message: text.error(field, 'invalid') });
      }
    } finally {
      setSubmitting(false);
    }
  });

  const input = (field: AddressField, autoComplete: string, options: { wide?: boolean; type?: 'tel' } = {}) => (
    <div className={options.wide ? 'sm:col-span-2' : undefined}>
      <TextField
        label={text.label(field, OPTIONAL.includes(field))}
        autoComplete={autoComplete}
        type={options.type}
        error={errors[field]?.message}
        {...register(field)}
      />
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="ship-form">
      {header ? <div className="sm:col-span-2">{header}</div> : null}
      {input('name', 'name', { wide: true })}
      {input('line1', 'address-line1', { wide: true })}
      {input('line2', 'address-line2', { wide: true })}
      {input('city', 'address-level2')}
      {input('region', 'address-level1')}
      {input('postalCode', 'postal-code')}
      <div className="grid gap-1.5">
        <label htmlFor={countryId} className="text-sm font-medium">
          {text.label('country', false)}
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
          <option value="">{text.chooseCountry}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.country ? (
          <p id={countryErrorId} className="text-sm text-danger">
            {errors.country.message}
          </p>
        ) : null}
      </div>
      {input('phone', 'tel', { wide: true, type: 'tel' })}
      <div className="sm:col-span-2">{actions(submitting)}</div>
    </form>
  );
}
