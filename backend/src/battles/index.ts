import type { DomainModule } from '../context';
import { battlesBroadcaster } from './broadcaster';
import { startRevealScheduler } from './reveal';
import { battleRoutes } from './routes';
import { battleSocketHandlers } from './socket';

/** Box battles: seats paid through the ledger, draws from one committed seed, rounds revealed at a fixed pace (docs/battles.md). */
export const battlesModule: DomainModule = {
  name: 'battles',
  routes: (ctx) => battleRoutes(ctx),
  broadcasters: battlesBroadcaster,
  socket: battleSocketHandlers,
  start: (ctx) => Promise.resolve(startRevealScheduler(ctx)),
};
