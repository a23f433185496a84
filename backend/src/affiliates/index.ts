import type { DomainModule } from '../context';
import { watchAttributions } from './attribution';
import { settleCommissionsWithPurchases } from './commissions';
import { affiliateStreams } from './streams';
import { startMaturityJob } from './job';
import { affiliateRoutes } from './routes';
import { affiliateStaffLines } from './staffLines';

export { signupReferrals } from './attribution';

/**
 * The affiliate programme: referral codes and attribution, commissions written inside the payments domain's
 * transactions, payouts and their admin decisions, the dashboard's live facts. Rules in docs/affiliates.md.
 */
export const affiliatesModule: DomainModule = {
  name: 'affiliates',
  staffLines: affiliateStaffLines,
  routes: affiliateRoutes,
  streams: affiliateStreams,
  async start(ctx) {
    settleCommissionsWithPurchases(ctx.bus);
    watchAttributions(ctx);
    return startMaturityJob(ctx);
  },
};
