import type { DomainModule } from '../context';
import { watchAttributions } from './attribution';
import { affiliatesBroadcaster } from './broadcaster';
import { startMaturityJob } from './job';
import { affiliateRoutes } from './routes';

/**
 * The affiliate programme: referral codes and attribution, commissions written by the payments domain's
 * transactions, payouts and their admin decisions, the dashboard's live facts. Rules in docs/affiliates.md.
 */
export const affiliatesModule: DomainModule = {
  name: 'affiliates',
  routes: affiliateRoutes,
  broadcasters: affiliatesBroadcaster,
  async start(ctx) {
    watchAttributions(ctx);
    return startMaturityJob(ctx);
  },
};
