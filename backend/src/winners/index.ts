import type { DomainModule } from '../context';
import { winnerStreams } from './streams';
import { winnerRoutes } from './routes';
import { winnerStaffLines } from './staffLines';

/** Winners: the public list (real wins and admin-added ones), the live feed, admin-added winners. */
export const winnersModule: DomainModule = {
  name: 'winners',
  staffLines: winnerStaffLines,
  routes: (ctx) => winnerRoutes(ctx),
  streams: winnerStreams,
};
