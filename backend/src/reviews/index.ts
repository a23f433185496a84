import type { DomainModule } from '../context';
import { reviewsBroadcaster } from './broadcaster';
import { reviewRoutes } from './routes';

/** Reviews: the public list and summary, players' own reviews, admin-added reviews, staff hiding, the live room. */
export const reviewsModule: DomainModule = {
  name: 'reviews',
  routes: (ctx) => reviewRoutes(ctx),
  broadcasters: reviewsBroadcaster,
};
