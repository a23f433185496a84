import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EyeOff, PenLine } from 'lucide-react';
import type { MyReviewDto, ReviewDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useReviewsStore } from '../../stores/useReviewsStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { useMyReview } from './api';
import { reviewQueries } from './queries';
import { WriteReviewForm } from './WriteReviewForm';

/** Why the account cannot write, in words, with a way forward where there is one. */
function NotEligible({ mine, onClose }: { mine: MyReviewDto; onClose(): void }) {
  const { t } = useTranslation('reviews');
  const reason = mine.reason ?? 'already-reviewed';
  return (
    <div className="grid gap-4">
      <p className="text-fg-muted">{t(`write.notEligible.${reason}`)}</p>
      {mine.hidden ? (
        <p className="inline-flex items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm">
          <EyeOff className="h-4 w-4 shrink-0 text-fg-muted" aria-hidden />
          {t('write.hiddenNote')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {reason === 'no-paid-opening' ? (
          <Button asChild>
            <Link to="/boxes" onClick={onClose}>
              {t('write.browseBoxes')}
            </Link>
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('write.close')}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Write a review": guests get the sign-in dialog; a signed-in player who may write gets the form; anyone else a
 * dialog that says why not (no paid opening yet, already reviewed, a staff account).
 */
export function WriteReview() {
  const { t } = useTranslation('reviews');
  const signedIn = useSessionStore((s) => s.user !== null);
  const openAuthDialog = useAuthDialogStore((s) => s.openAuthDialog);
  const mine = useMyReview();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  const start = () => (signedIn ? setOpen(true) : openAuthDialog('login'));
  const written = (review: ReviewDto) => {
    useReviewsStore.getState().written(review);
    setOpen(false);
    toast({ title: t('write.success'), description: t('write.successBody'), variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: reviewQueries.mineAll });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={start}>
        <PenLine className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
        {t('write.button')}
      </Button>
      {open ? (
        <DialogContent
          title={t('write.title')}
          description={mine.data?.canWrite ? t('write.description') : undefined}
          closeLabel={t('write.close')}
        >
          {mine.data?.canWrite ? (
            <WriteReviewForm onWritten={written} onCancel={() => setOpen(false)} />
          ) : mine.data ? (
            <NotEligible mine={mine.data} onClose={() => setOpen(false)} />
          ) : mine.isError ? (
            <p role="alert" className="text-sm text-danger">
              {t('write.checkFailed')}
            </p>
          ) : (
            <p className="text-sm text-fg-muted">{t('write.checking')}</p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
