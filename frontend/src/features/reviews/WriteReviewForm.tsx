import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { ErrorCode, REVIEW_LIMITS, writeReviewBodySchema, type ReviewDto, type WriteReviewRequest } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { formatNumber } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { postReview } from './api';
import { reviewFieldMessage } from './messages';
import { StarInput } from './StarInput';

const FIELDS = ['rating', 'comment'] as const;

/**
 * The player's review form: stars and a comment, validated with the protocol's schema (translated messages under
 * each field); server refusals show under the fields (VALIDATION_FAILED) or above the buttons (by code).
 */
export function WriteReviewForm({ onWritten, onCancel }: { onWritten(review: ReviewDto): void; onCancel(): void }) {
  const { t } = useTranslation('reviews');
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, watch, formState } = useForm<WriteReviewRequest>({
    resolver: zodResolver(writeReviewBodySchema),
    defaultValues: { rating: undefined, comment: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onWritten(await postReview(values));
    } catch (err) {
      if (err instanceof ApiError && err.code === ErrorCode.VALIDATION_FAILED && err.details) {
        for (const [field, message] of Object.entries(err.details)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { type: 'server', message });
        }
      }
      setFailure(errorMessage(err));
    }
  });

  const length = (watch('comment') ?? '').trim().length;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            legend={t('write.rating')}
            name={field.name}
            ref={field.ref}
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={reviewFieldMessage(errors.rating?.message)}
          />
        )}
      />
      <TextArea
        label={t('write.comment')}
        error={reviewFieldMessage(errors.comment?.message)}
        placeholder={t('write.commentPlaceholder')}
        rows={5}
        aside={
          <span className={length > REVIEW_LIMITS.commentMax ? 'text-xs text-danger' : 'text-xs text-fg-muted tabular-nums'}>
            {t('write.characters', { length: formatNumber(length), max: formatNumber(REVIEW_LIMITS.commentMax) })}
          </span>
        }
        {...register('comment')}
      />
      {failure ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger-bg px-4 py-3 text-sm text-danger">
          <strong>{t('write.failed')}</strong> {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('write.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
          {isSubmitting ? t('write.submitting') : t('write.submit')}
        </Button>
      </div>
    </form>
  );
}
