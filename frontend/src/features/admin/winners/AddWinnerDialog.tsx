import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { addWinnerBodySchema, type AddWinnerForm } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions } from '../../../components/ui/dialog';
import { FileField } from '../../../components/ui/file-field';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { showServerFieldErrors } from '../../../lib/formErrors';
import { toast } from '../../../stores/useToastStore';
import { useBoxText } from '../../boxes/boxText';
import { useBoxes } from '../../boxes/queries';
import { winnerFieldMessage } from '../messages';
import { UserPicker, type PickedUser } from '../users/UserPicker';
import { postAdminWinner } from './api';
import { winnerQueries } from './queries';

const TEXT_FIELDS = ['userId', 'boxId', 'prizeName', 'prizeValue'] as const;
const EMPTY: AddWinnerForm = { userId: '', boxId: '', prizeName: '', prizeValue: '' };
type Files = { prizeImage: File | null; winnerImage: File | null };

/** The box to credit the win to: a list of the catalog's boxes by name. */
function BoxField({ value, onChange, error }: { value: string; onChange(id: string): void; error: string | undefined }) {
  const { t } = useTranslation('admin');
  const boxes = useBoxes();
  const boxText = useBoxText();
  const options = (boxes.data ?? []).map((b) => ({ value: b.id, label: boxText(b).name }));
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium" aria-hidden>
        {t('winners.box')}
      </span>
      <Select
        label={t('winners.box')}
        value={value}
        onValueChange={onChange}
        options={options}
        placeholder={<span className="text-fg-muted">{t('winners.boxPlaceholder')}</span>}
        invalid={Boolean(error)}
        className="h-11 w-full justify-between"
      />
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </div>
  );
}

/**
 * The admins' Add winner dialog: a player picked by search, a box, the prize's name and value in USD (required), a
 * prize picture and a winner photo (optional), checked with the protocol's schema and sent as multipart. Toasts say
 * how it went ('Failed to add winner' with the reason).
 */
export function AddWinnerDialog() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const [files, setFiles] = useState<Files>({ prizeImage: null, winnerImage: null });
  const [fileError, setFileError] = useState<Partial<Record<keyof Files, string>>>({});
  const { control, register, handleSubmit, setError, reset, formState } = useForm<AddWinnerForm>({
    resolver: zodResolver(addWinnerBodySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const toggle = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    reset(EMPTY);
    setPicked(null);
    setFiles({ prizeImage: null, winnerImage: null });
    setFileError({});
  };

  const submit = handleSubmit(async (values) => {
    const form = new FormData();
    form.append('userId', values.userId);
    form.append('boxId', values.boxId);
    form.append('prizeName', values.prizeName);
    form.append('prizeValue', String(values.prizeValue));
    if (files.prizeImage) form.append('prizeImage', files.prizeImage);
    if (files.winnerImage) form.append('winnerImage', files.winnerImage);
    try {
      const winner = await postAdminWinner(form);
      toast({
        title: t('winners.added'),
        description: t('winners.addedBody', { prize: winner.prizeName, username: winner.username }),
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: winnerQueries.all });
      setOpen(false);
    } catch (err) {
      showServerFieldErrors(err, TEXT_FIELDS, setError);
      if (err instanceof ApiError && err.details)
        setFileError({ prizeImage: err.details.prizeImage, winnerImage: err.details.winnerImage });
      toast({ title: t('winners.addFailed'), description: errorMessage(err), variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={toggle}>
      <Button onClick={() => toggle(true)}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('winners.add')}
      </Button>
      {open ? (
        <DialogContent title={t('winners.addTitle')} description={t('winners.addDescription')} closeLabel={t('winners.close')}>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <Controller
              control={control}
              name="userId"
              render={({ field }) => (
                <UserPicker
                  value={picked}
                  error={winnerFieldMessage(errors.userId?.message)}
                  onChange={(next) => {
                    setPicked(next);
                    field.onChange(next?.id ?? '');
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="boxId"
              render={({ field }) => (
                <BoxField value={field.value} onChange={field.onChange} error={winnerFieldMessage(errors.boxId?.message)} />
              )}
            />
            <TextField
              label={t('winners.prizeName')}
              maxLength={130}
              error={winnerFieldMessage(errors.prizeName?.message)}
              {...register('prizeName')}
            />
            <TextField
              label={t('winners.prizeValue')}
              inputMode="decimal"
              dir="ltr"
              placeholder="249.99"
              error={winnerFieldMessage(errors.prizeValue?.message)}
              {...register('prizeValue')}
            />
            <FileField
              label={t('winners.prizeImage')}
              hint={t('winners.prizeImageHint')}
              error={fileError.prizeImage}
              onFiles={(f) => setFiles((s) => ({ ...s, prizeImage: f[0] ?? null }))}
            />
            <FileField
              label={t('winners.winnerImage')}
              hint={t('winners.imageHint')}
              error={fileError.winnerImage}
              onFiles={(f) => setFiles((s) => ({ ...s, winnerImage: f[0] ?? null }))}
            />
            <DialogFormActions
              cancelLabel={t('winners.cancel')}
              submitLabel={t('winners.submit')}
              busyLabel={t('winners.adding')}
              busy={isSubmitting}
              onCancel={() => toggle(false)}
            />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
