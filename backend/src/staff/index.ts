import type { DomainModule } from '../context';
import { staffBroadcaster } from './broadcaster';
import { stopRefusals } from './refusals';
import { staffRoutes } from './routes';

/** The live operations feed for support staff and admins. */
export const staffModule: DomainModule = {
  name: 'staff',
  routes: (ctx) => staffRoutes(ctx),
  broadcasters: staffBroadcaster,
  async start(ctx) {
    return async () => stopRefusals(ctx);
  },
};
