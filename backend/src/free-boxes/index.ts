import type { DomainModule } from '../context';
import { freeBoxesBroadcaster } from './broadcaster';
import { freeBoxRoutes } from './routes';

/** Free boxes: the levels with their prize tables and the once-per-24-hours claim. */
export const freeBoxesModule: DomainModule = {
  name: 'free-boxes',
  routes: (ctx) => freeBoxRoutes(ctx),
  broadcasters: freeBoxesBroadcaster,
};
