import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_CODES,
  ErrorCode,
  RARITIES,
  createPrizeBodySchema,
  type AdminPrizeDto,
  type AdminPrizeWriteDto,
  type CreatePrizeRequest,
  type CurrencyCode,
  type UpdatePrizeRequest,
} from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../stores/useToastStore';
import { catalogWrites } from './api';
import { ImageField } from './ImageField';
import { catalogFailure, catalogFieldMessage } from './messages';

/** What the prize form holds: the request as typed (the protocol schema checks it, the server parses it again). */
type PrizeFormValues = CreatePrizeRequest;

const FIELDS = ['name', 'description', 'value', 'currency', 'valueInUSD', 'probability', 'rarity', 'iconClass', 'imageUrl'] as const;

const valuesOf = (boxId: string, prize: AdminPrizeDto | null): PrizeFormValues => ({
  boxId,
  name: prize?.name ?? '',
  description: prize?.description ?? '',
  value: prize?.value ?? '',
  currency: (prize?.currency as CurrencyCode | undefined) ?? 'USD',
  valueInUSD: prize && prize.currency !== 'USD' ? prize.valueInUSD : undefined,
  probability: prize?.probabilityPercent ?? '',
  rarity: prize?.rarity ?? 'common',
  iconClass: prize?.iconClass ?? 'gift',
  imageUrl: prize?.imageUrl ?? '',
});

/** The request body: a USD value only for a prize in another currency. */
function bodyOf(values: PrizeFormValues) {
  const { valueInUSD, boxId: _boxId, ...rest } = values;
  return values.currency === 'USD' || valueInUSD === undefined ? rest : { ...rest, valueInUSD };
}

interface PrizeFormDialogProps {
  boxId: string;
  /** The prize to edit, or null to add one. */
  prize: AdminPrizeDto | null;
  open: boolean;
  onClose(): void;
  onSaved(written: AdminPrizeWriteDto): void;
  /** The prize or its box changed meanwhile, or the prize is gone: reload the box. */
  onStale(): void;
}

/**
 * The prize dialog: name, value (step 0.01) in its currency (and its USD value for another currency), probability
 * (a percentage, 0-100), rarity, icon (a gift by default) and an optional image. Adding appends it to the odds table;
 * editing sends the changed fields with the prize's version. The form lives only while the dialog is open, so every
 * opening starts from the prize edited, or from an empty form when adding (never from the previous prize's values).
 */
export function PrizeFormDialog({ open, onClose, ...form }: PrizeFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? <PrizeForm onClose={onClose} {...form} /> : null}
    </Dialog>
  );
}

/** The dialog's content: mounted at each opening with the values of `prize` (or empty ones). */
function PrizeForm({ boxId, prize, onClose, onSaved, onStale }: Omit<PrizeFormDialogProps, 'open'>) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('boxes');
  const adding = prize === null;
  const { control, register, handleSubmit, setError, setValue, watch, formState } = useForm<PrizeFormValues>({
    resolver: zodResolver(createPrizeBodySchema, undefined, { raw: true }),
    defaultValues: valuesOf(boxId, prize),
  });
  const { errors, isSubmitting } = formState;
  const message = (field: keyof PrizeFormValues) => catalogFieldMessage(errors[field]?.message);
  const currency = watch('currency');

  const submit = handleSubmit(async (values) => {
    try {
      let written: AdminPrizeWriteDto;
      if (adding) {
        written = await catalogWrites.addPrize({ boxId, ...bodyOf(values) });
        toast({ title: t('catalog.toasts.prizeCreated'), description: values.name, variant: 'success' });
      } else {
        const before: Record<string, unknown> = bodyOf(valuesOf(boxId, prize));
        const after: Record<string, unknown> = bodyOf(values);
        const changed: Omit<UpdatePrizeRequest, 'version'> = Object.fromEntries(Object.entries(after).filter(([k, v]) => before[k] !== v));
        if (Object.keys(changed).length === 0) return onClose();
        written = await catalogWrites.updatePrize(prize.id, { version: prize.version, ...changed });
        toast({ title: t('catalog.toasts.prizeUpdated'), description: values.name, variant: 'success' });
      }
      onSaved(written);
    } catch (err) {
      const details = err instanceof ApiError ? (err.details ?? {}) : {};
      for (const field of FIELDS) if (details[field]) setError(field, { type: 'server', message: details[field] });
      const notFound = err instanceof ApiError && err.code === ErrorCode.NOT_FOUND && !adding;
      toast({
        title: notFound
          ? t('catalog.toasts.prizeNotFound')
          : t(adding ? 'catalog.toasts.createPrizeFailed' : 'catalog.toasts.updatePrizeFailed'),
        description: catalogFailure(err),
        variant: 'destructive',
      });
      if (err instanceof ApiError && (notFound || err.code === ErrorCode.VERSION_CONFLICT || err.code === ErrorCode.BOX_ARCHIVED))
        onStale();
    }
  });

  return (
    <DialogContent
      title={t(adding ? 'catalog.prizeForm.addTitle' : 'catalog.prizeForm.editTitle')}
      description={t('catalog.prizeForm.hint')}
      closeLabel={t('catalog.form.close')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4" data-testid="prize-form">
        <TextField label={t('catalog.prizeForm.name')} error={message('name')} {...register('name')} />
        <TextField label={t('catalog.prizeForm.description')} error={message('description')} {...register('description')} />
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <TextField
            label={t('catalog.prizeForm.value')}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            dir="ltr"
            error={message('value')}
            {...register('value')}
          />
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <SelectField
                label={t('catalog.prizeForm.currency')}
                value={field.value ?? 'USD'}
                onValueChange={(next) => {
                  field.onChange(next);
                  // A prize in USD has no separate USD value.
                  if (next === 'USD') setValue('valueInUSD', undefined);
                }}
                options={CURRENCY_CODES.map((c) => ({ value: c, label: c }))}
                error={message('currency')}
              />
            )}
          />
        </div>
        {currency !== 'USD' ? (
          <TextField
            label={t('catalog.prizeForm.valueInUSD')}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            dir="ltr"
            error={message('valueInUSD')}
            {...register('valueInUSD', { setValueAs: (v: string | undefined) => (v === '' ? undefined : v) })}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <TextField
              label={t('catalog.prizeForm.probability')}
              type="number"
              step="0.1"
              min="0"
              max="100"
              inputMode="decimal"
              dir="ltr"
              error={message('probability')}
              {...register('probability')}
            />
            <p className="text-xs text-fg-muted">{t('catalog.prizeForm.probabilityHint')}</p>
          </div>
          <Controller
            control={control}
            name="rarity"
            render={({ field }) => (
              <SelectField
                label={t('catalog.prizeForm.rarity')}
                value={field.value ?? 'common'}
                onValueChange={field.onChange}
                options={RARITIES.map((r) => ({ value: r, label: tb(`rarity.${r}`) }))}
                error={message('rarity')}
              />
            )}
          />
        </div>
        <TextField label={t('catalog.prizeForm.icon')} dir="ltr" error={message('iconClass')} {...register('iconClass')} />
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <ImageField
              label={t('catalog.prizeForm.image')}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={message('imageUrl')}
              removable
            />
          )}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('catalog.form.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('catalog.form.saving') : t(adding ? 'catalog.prizeForm.add' : 'catalog.prizeForm.save')}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
