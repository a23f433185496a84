import { accountModule } from './account';
import { affiliatesModule, signupReferrals } from './affiliates';
import { auditModule } from './audit';
import { authModule } from './auth';
import { twoFactorModule } from './auth/twoFactor';
import { battlesModule, revealedBattleSeed } from './battles';
import { boxesModule } from './boxes';
import type { DomainModule } from './context';
import { currencyModule } from './currency';
import { dailyBonusModule } from './daily-bonus';
import { fairnessModule } from './fairness';
import { freeBoxesModule } from './free-boxes';
import { healthModule } from './health';
import { leaderboardModule } from './leaderboard';
import { mailModule } from './mail';
import { metricsModule } from './metrics';
import { ledgerModule } from './ledger';
import { drawHistory, openingsModule } from './openings';
import { overviewModule } from './overview';
import { paymentsModule } from './payments';
import { presenceModule } from './presence';
import { publicConfigModule } from './public-config';
import { accessModule } from './realtime/access';
import { feedsModule } from './realtime/feeds';
import { reviewsModule } from './reviews';
import { shipmentsModule } from './shipments';
import { staffModule } from './staff';
import { statsModule } from './stats';
import { supportModule } from './support';
import { uploadsModule } from './uploads';
import { usersModule } from './users';
import { winnersModule } from './winners';

/**
 * Every domain, in mount order. Adding a domain is one line here. A domain that needs an answer from one that already
 * imports it gets it here (a function its module takes), so domain folders import each other one way.
 */
export const modules: readonly DomainModule[] = [
  healthModule,
  publicConfigModule,
  presenceModule,
  currencyModule,
  mailModule,
  uploadsModule,
  boxesModule(drawHistory),
  authModule(signupReferrals),
  twoFactorModule,
  usersModule,
  accountModule,
  ledgerModule,
  fairnessModule,
  openingsModule(revealedBattleSeed),
  shipmentsModule,
  dailyBonusModule,
  paymentsModule,
  affiliatesModule,
  freeBoxesModule,
  battlesModule,
  statsModule,
  winnersModule,
  leaderboardModule,
  reviewsModule,
  supportModule,
  auditModule,
  metricsModule,
  overviewModule,
  staffModule,
  accessModule,
  feedsModule,
];
