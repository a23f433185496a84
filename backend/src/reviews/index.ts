import type { DomainModule } from '../context';
import { reviewStreams } from './streams';
import { reviewRoutes } from './routes';
import { reviewStaffLines } from './staffLines';

/** Reviews: the public list and summary, players' own reviews, admin-added reviews, staff hiding, the live room. */
export const reviewsModule: DomainModule = {
  name: 'reviews',
  staffLines: reviewStaffLines,
  routes: (ctx) => reviewRoutes(ctx),
  streams: reviewStreams,
};
