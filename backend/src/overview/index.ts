import type { DomainModule } from '../context';
import { overviewStreams } from './streams';
import { overviewRoutes } from './routes';

/** The admin console's Overview: the shop's figures per period, and `overview:changed` when they move. */
export const overviewModule: DomainModule = {
  name: 'overview',
  routes: (ctx) => overviewRoutes(ctx),
  streams: overviewStreams,
};
