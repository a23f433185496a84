import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { SequenceBatcher, STREAMS, sequencesFor } from '../realtime/sequence';
import { presentReview } from './presenter';
import { reviewSummary } from './queries';

/**
 * Reviews -> the `reviews` room, reliably: `review:added`, `review:hidden`, `review:unhidden`. Each fact takes its
 * number from the `reviews` stream first and reads the summary after: a change committed before a number was taken
 * is in that fact's summary, so the summary of the highest seq a client holds is never missing a change it was
 * told about (and a REST snapshot read at seq S holds every change numbered up to S).
 */
export function reviewsBroadcaster(ctx: AppContext, io: NovaIo): void {
  const sequence = new SequenceBatcher(sequencesFor(ctx), STREAMS.reviews);
  const numbered = async () => {
    const seq = await sequence.take();
    return { seq, summary: await reviewSummary() };
  };
  ctx.bus.on('review.added', async ({ review }) => {
    io.to(rooms.reviews).emit('review:added', { ...(await numbered()), review: presentReview(review) });
  });
  ctx.bus.on('review.hidden', async ({ review }) => {
    io.to(rooms.reviews).emit('review:hidden', { ...(await numbered()), reviewId: review._id.toHexString() });
  });
  ctx.bus.on('review.unhidden', async ({ review }) => {
    io.to(rooms.reviews).emit('review:unhidden', { ...(await numbered()), review: presentReview(review) });
  });
}
