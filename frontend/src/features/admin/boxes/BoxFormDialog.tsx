import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  BOX_CATEGORIES,
  createBoxBodySchema,
  type AdminBoxDto,
  type BoxCategory,
  type CreateBoxRequest,
  type UpdateBoxRequest,
} from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../stores/useToastStore';
import { catalogWrites } from './api';
import { ImageField } from './ImageField';
import { catalogFailure, catalogFieldMessage } from './messages';

/** What the box form holds: the request as typed (the protocol schema checks it, the server parses it again). */
type BoxFormValues = CreateBoxRequest;

const FIELDS = ['name', 'description', 'price', 'category', 'isFeatured', 'imageUrl'] as const;

const valuesOf = (box: AdminBoxDto | null): BoxFormValues & { category: BoxCategory } => ({
  name: box?.name ?? '',
  description: box?.description ?? '',
  price: box?.priceInUSD ?? '',
  category: box?.category ?? 'Tech',
  isFeatured: box?.isFeatured ?? false,
  imageUrl: box?.imageUrl ?? '',
});

interface BoxFormDialogProps {
  /** The box to edit, or null to create one. */
  box: AdminBoxDto | null;
  open: boolean;
  onClose(): void;
  /** The box as saved (created: a new draft). */
  onSaved(box: AdminBoxDto): void;
  /** The save was refused because the box changed meanwhile (reload it). */
  onStale?(): void;
}

/**
 * The box dialog: name, description, price in dollars (step 0.01), category, featured, and an image (required when
 * creating), checked with the protocol's schema. Creating makes a draft; editing sends only the changed fields with the
 * version it was opened at, so a colleague's change in between is refused (409), never overwritten. The form lives only
 * while the dialog is open, so every opening starts from the box as saved (or empty), never from what was typed before.
 */
export function BoxFormDialog({ open, onClose, ...form }: BoxFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? <BoxForm onClose={onClose} {...form} /> : null}
    </Dialog>
  );
}

/** The dialog's content: mounted at each opening with the values of `box` (or empty ones). */
function BoxForm({ box, onClose, onSaved, onStale }: Omit<BoxFormDialogProps, 'open'>) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('boxes');
  const creating = box === null;
  const { control, register, handleSubmit, setError, formState } = useForm<BoxFormValues>({
    resolver: zodResolver(createBoxBodySchema, undefined, { raw: true }),
    defaultValues: valuesOf(box),
  });
  const { errors, isSubmitting } = formState;
  const message = (field: keyof BoxFormValues) => catalogFieldMessage(errors[field]?.message);

  const submit = handleSubmit(async (values) => {
    try {
      if (creating) {
        const created = await catalogWrites.createBox(values);
        toast({
          title: t('catalog.toasts.boxCreated'),
          description: t('catalog.toasts.boxCreatedBody', { name: created.name }),
          variant: 'success',
        });
        onSaved(created);
        return;
      }
      const before = valuesOf(box);
      const changed: Omit<UpdateBoxRequest, 'version'> = Object.fromEntries(
        FIELDS.filter((f) => values[f] !== before[f]).map((f) => [f, values[f]]),
      );
      if (Object.keys(changed).length === 0) return onClose();
      const updated = await catalogWrites.updateBox(box.id, { version: box.version, ...changed });
      toast({ title: t('catalog.toasts.boxUpdated'), description: updated.name, variant: 'success' });
      onSaved(updated);
    } catch (err) {
      const details = err instanceof ApiError ? (err.details ?? {}) : {};
      for (const field of FIELDS) if (details[field]) setError(field, { type: 'server', message: details[field] });
      toast({
        title: t(creating ? 'catalog.toasts.createBoxFailed' : 'catalog.toasts.updateBoxFailed'),
        description: catalogFailure(err),
        variant: 'destructive',
      });
      if (!creating && err instanceof ApiError && err.status === 409) onStale?.();
    }
  });

  return (
    <DialogContent
      title={t(creating ? 'catalog.form.createTitle' : 'catalog.form.editTitle')}
      description={t(creating ? 'catalog.form.createHint' : 'catalog.form.editHint')}
      closeLabel={t('catalog.form.close')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4" data-testid="box-form">
        <TextField label={t('catalog.form.name')} error={message('name')} {...register('name')} />
        <TextArea
          label={t('catalog.form.description')}
          rows={3}
          className="min-h-24"
          error={message('description')}
          {...register('description')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <TextField
              label={t('catalog.form.price')}
              inputMode="decimal"
              type="number"
              step="0.01"
              min="0.01"
              dir="ltr"
              error={message('price')}
              {...register('price')}
            />
            <p className="text-xs text-fg-muted">{t('catalog.form.priceHint')}</p>
          </div>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <SelectField
                label={t('catalog.form.category')}
                value={String(field.value)}
                onValueChange={field.onChange}
                options={BOX_CATEGORIES.map((c) => ({ value: c, label: tb(`category.names.${c}`) }))}
                error={message('category')}
              />
            )}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-[var(--color-accent)]" {...register('isFeatured')} />
          {t('catalog.form.featured')}
        </label>
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <ImageField label={t('catalog.form.image')} value={field.value} onChange={field.onChange} error={message('imageUrl')} />
          )}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('catalog.form.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('catalog.form.saving') : t(creating ? 'catalog.form.create' : 'catalog.form.save')}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
