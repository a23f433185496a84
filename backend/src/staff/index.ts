import type { DomainModule } from '../context';
import { staffBroadcaster } from './broadcaster';
import { stopRefusals } from './refusals';
import { staffRoutes } from './routes';
import { appStaffLines } from './staffLines';

/** The live operations feed for support staff and admins. */
export const staffModule: DomainModule = {
  name: 'staff',
  staffLines: appStaffLines,
  streams: [{ stream: 'staff-feed', fedBy: "every module's staff-feed lines, stored and numbered once per tick (staff/broadcaster.ts, staff/feed.ts)" }],
  routes: (ctx) => staffRoutes(ctx),
  broadcasters: staffBroadcaster,
  async start(ctx) {
    return async () => stopRefusals(ctx);
  },
};
