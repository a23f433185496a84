import { Star } from 'lucide-react';
import type { StaffLineView } from '../staff/lines';

/** A review written, added, hidden or shown again, in the operations feed. */
export const reviewLine: StaffLineView<'review'> = {
  icon: Star,
  tone: 'text-amber-300 bg-amber-500/15',
  describe: (e, { t }) => {
    const words = { author: e.author, staff: e.staff ?? '', rating: e.rating };
    const key =
      e.action === 'hidden'
        ? 'events.reviewHidden'
        : e.action === 'unhidden'
          ? 'events.reviewUnhidden'
          : e.staff
            ? 'events.reviewAdded'
            : 'events.reviewWritten';
    return { text: t(key, words), detail: e.verified ? t('events.verified') : null };
  },
};
