import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ErrorCode, REVIEW_LIMITS, REVIEW_MESSAGES, addReviewBodySchema, type AddReviewRequest } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFormActions } from '../../../components/ui/dialog';
import { FileField } from '../../../components/ui/file-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { formatNumber } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { toast } from '../../../stores/useToastStore';
import { postAdminReview } from '../../reviews/api';
import { reviewQueries } from '../../reviews/queries';
import { reviewFieldMessage } from '../../reviews/messages';
import { StarInput } from '../../reviews/StarInput';

const TEXT_FIELDS = ['username', 'userId', 'rating', 'comment'] as const;
const EMPTY: AddReviewRequest = { username: '', userId: '', rating: undefined, comment: '' };

/**
 * The admin's "Add review" dialog: name, optional account id (blank: anonymous), stars, comment, an avatar and up to
 * five images, validated with the protocol's schema; sent as multipart. Toasts say how it went ('Failed to add
 * review' with the reason).
 */
export function AddReviewDialog() {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const [fileError, setFileError] = useState<{ avatar?: string; reviewImages?: string }>({});
  const { control, register, handleSubmit, setError, reset, formState } = useForm<AddReviewRequest>({
    resolver: zodResolver(addReviewBodySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const close = (next: boolean) => {
    setOpen(next);
    if (next) return;
    reset(EMPTY);
    setAvatar(null);
    setImages([]);
    setFileError({});
  };

  const pickImages = (files: File[]) => {
    setImages(files);
    setFileError((e) => ({ ...e, reviewImages: files.length > REVIEW_LIMITS.imagesMax ? REVIEW_MESSAGES.tooManyImages : undefined }));
  };

  const submit = handleSubmit(async (values) => {
    if (images.length > REVIEW_LIMITS.imagesMax) return;
    const form = new FormData();
    form.append('username', values.username);
    if (values.userId) form.append('userId', values.userId);
    form.append('rating', String(values.rating));
    form.append('comment', values.comment);
    if (avatar) form.append('avatar', avatar);
    for (const image of images) form.append('reviewImages', image);
    try {
      const review = await postAdminReview(form);
      toast({ title: t('admin.added'), description: t('admin.addedBody', { username: review.username }), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: reviewQueries.staff });
      close(false);
    } catch (err) {
      if (err instanceof ApiError && err.details) {
        const details = err.details;
        for (const field of TEXT_FIELDS) if (details[field]) setError(field, { type: 'server', message: details[field] });
        const imageDetail = Object.entries(details).find(([key]) => key.startsWith('reviewImages'))?.[1];
        if (details.avatar || imageDetail) setFileError({ avatar: details.avatar, reviewImages: imageDetail });
      }
      const description = err instanceof ApiError && err.code === ErrorCode.NOT_FOUND ? t('admin.unknownUser') : errorMessage(err);
      toast({ title: t('admin.addFailed'), description, variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <Button onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden />
        {t('admin.add')}
      </Button>
      {open ? (
        <DialogContent title={t('admin.addTitle')} description={t('admin.addDescription')} closeLabel={t('write.close')}>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <TextField
              label={t('admin.username')}
              error={reviewFieldMessage(errors.username?.message)}
              maxLength={REVIEW_LIMITS.usernameMax + 10}
              {...register('username')}
            />
            <TextField
              label={t('admin.userId')}
              placeholder={t('admin.userIdPlaceholder')}
              dir="ltr"
              error={reviewFieldMessage(errors.userId?.message)}
              {...register('userId')}
            />
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <StarInput
                  legend={t('admin.rating')}
                  name={field.name}
                  ref={field.ref}
                  value={typeof field.value === 'number' ? field.value : undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={reviewFieldMessage(errors.rating?.message)}
                />
              )}
            />
            <TextArea label={t('admin.comment')} rows={4} error={reviewFieldMessage(errors.comment?.message)} {...register('comment')} />
            <FileField
              label={t('admin.avatar')}
              hint={t('admin.avatarHint')}
              error={reviewFieldMessage(fileError.avatar)}
              onFiles={(f) => setAvatar(f[0] ?? null)}
            />
            <FileField
              label={t('admin.images')}
              hint={t('admin.imagesHint', { max: formatNumber(REVIEW_LIMITS.imagesMax) })}
              multiple
              error={reviewFieldMessage(fileError.reviewImages)}
              onFiles={pickImages}
            />
            <DialogFormActions
              cancelLabel={t('write.cancel')}
              submitLabel={t('admin.submit')}
              busyLabel={t('admin.adding')}
              busy={isSubmitting}
              onCancel={() => close(false)}
            />
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
