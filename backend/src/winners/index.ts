import type { DomainModule } from '../context';
import { winnersBroadcaster } from './broadcaster';
import { winnerRoutes } from './routes';

/** Winners: the public list (real wins and admin-added ones), the live feed, admin-added winners. */
export const winnersModule: DomainModule = {
  name: 'winners',
  routes: (ctx) => winnerRoutes(ctx),
  broadcasters: winnersBroadcaster,
};
