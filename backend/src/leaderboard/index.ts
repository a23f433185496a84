import type { DomainModule } from '../context';
import { leaderboardBroadcaster } from './broadcaster';
import { startPayoutJob } from './job';
import { leaderboardRoutes } from './routes';

/** The daily leaderboard: current standings, ticks, and the 00:00 UTC payout of the top 10. */
export const leaderboardModule: DomainModule = {
  name: 'leaderboard',
  routes: (ctx) => leaderboardRoutes(ctx),
  broadcasters: leaderboardBroadcaster,
  start: (ctx) => Promise.resolve(startPayoutJob(ctx)),
};
