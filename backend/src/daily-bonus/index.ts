import type { DomainModule } from '../context';
import { dailyBonusRoutes } from './routes';

/** The server-side daily bonus: 50 coins once per rolling 24 hours, credited through the ledger. */
export const dailyBonusModule: DomainModule = {
  name: 'daily-bonus',
  routes: (ctx) => dailyBonusRoutes(ctx),
};
