import type { DomainModule } from '../context';
import { watchAttributions } from './attribution';
import { affiliatesBroadcaster } from './broadcaster';
import { settleCommissionsWithPurchases } from './commissions';
import { startMaturityJob } from './job';
import { affiliateRoutes } from './routes';

/**
 * The affiliate programme: referral codes and attribution, commissions written inside the payments domain's
 * transactions, payouts and their admin decisions, the dashboard's live facts. Rules in docs/affiliates.md.
 */
export const affiliatesModule: DomainModule = {
  name: 'affiliates',
  routes: affiliateRoutes,
  broadcasters: affiliatesBroadcaster,
  async start(ctx) {
    settleCommissionsWithPurchases(ctx.bus);
    watchAttributions(ctx);
    return startMaturityJob(ctx);
  },
};
