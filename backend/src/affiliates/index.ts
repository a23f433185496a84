import type { DomainModule } from '../context';
import { watchAttributions } from './attribution';
import { affiliateStreams } from './streams';
import { startMaturityJob } from './job';
import { affiliateRoutes } from './routes';
import { affiliateStaffLines } from './staffLines';

/**
 * The affiliate programme: referral codes and attribution, commissions written by the payments domain's
 * transactions, payouts and their admin decisions, the dashboard's live facts. Rules in docs/affiliates.md.
 */
export const affiliatesModule: DomainModule = {
  name: 'affiliates',
  staffLines: affiliateStaffLines,
  routes: affiliateRoutes,
  streams: affiliateStreams,
  async start(ctx) {
    watchAttributions(ctx);
    return startMaturityJob(ctx);
  },
};
