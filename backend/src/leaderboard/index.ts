import type { DomainModule } from '../context';
import { leaderboardStreams } from './streams';
import { startPayoutJob } from './job';
import { leaderboardRoutes } from './routes';
import { leaderboardStaffLines } from './staffLines';

/** The daily leaderboard: current standings, ticks, and the 00:00 UTC payout of the top 10. */
export const leaderboardModule: DomainModule = {
  name: 'leaderboard',
  staffLines: leaderboardStaffLines,
  routes: (ctx) => leaderboardRoutes(ctx),
  streams: leaderboardStreams,
  start: (ctx) => Promise.resolve(startPayoutJob(ctx)),
};
