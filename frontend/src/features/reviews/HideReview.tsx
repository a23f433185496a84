import { useTranslation } from 'react-i18next';
import { EyeOff } from 'lucide-react';
import type { ReviewDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/errorMessage';
import { useReviewsStore } from '../../stores/useReviewsStore';
import { toast } from '../../stores/useToastStore';
import { useSetReviewHidden } from './api';

/**
 * Staff (support and admins) hide a review right where they read it. It leaves the page at once here and, through the
 * live feed, on every other open page; the console's Reviews section can show it again.
 */
export function HideReview({ review }: { review: ReviewDto }) {
  const { t } = useTranslation('reviews');
  const change = useSetReviewHidden();
  // The live feed may take the review (and this button) off the page before the answer arrives, and callbacks given
  // to `mutate` die with the component; the promise of `mutateAsync` does not.
  const hide = () =>
    change.mutateAsync({ id: review.id, hidden: true }).then(
      () => {
        useReviewsStore.getState().removed(review.id);
        toast({ title: t('moderation.hiddenToast', { username: review.username }), variant: 'success' });
      },
      (err: unknown) => toast({ title: t('moderation.failed'), description: errorMessage(err), variant: 'destructive' }),
    );
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={hide}
      disabled={change.isPending}
      aria-label={t('moderation.hide', { username: review.username })}
    >
      <EyeOff className="h-4 w-4" aria-hidden />
      {t('moderation.hideShort')}
    </Button>
  );
}
