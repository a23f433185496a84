import type { LiveStream } from '../realtime/stream';
import { presentReview } from './presenter';
import { reviewSummary } from './queries';

/**
 * Reviews -> the `reviews` room: `review:added`, `review:hidden`, `review:unhidden`. Each fact takes its number first
 * and reads the summary after (its payload is built once numbered): a change committed before a number was taken is
 * in that fact's summary, so the summary of the highest seq a client holds is never missing a change it was told
 * about (and a REST snapshot read at seq S holds every change numbered up to S).
 */
export const reviewStreams: readonly LiveStream[] = [
  {
    stream: 'reviews',
    on: {
      'review.added': ({ review }) => ({
        event: 'review:added',
        payload: async () => ({ review: presentReview(review), summary: await reviewSummary() }),
      }),
      'review.hidden': ({ review }) => ({
        event: 'review:hidden',
        payload: async () => ({ reviewId: review._id.toHexString(), summary: await reviewSummary() }),
      }),
      'review.unhidden': ({ review }) => ({
        event: 'review:unhidden',
        payload: async () => ({ review: presentReview(review), summary: await reviewSummary() }),
      }),
    },
  },
];
