import type { Express } from 'express';
import supertest, { type Response } from 'supertest';
import {
  accountDtoSchema,
  adminAffiliatePayoutDtoSchema,
  adminBoxDeleteDtoSchema,
  adminBoxDtoSchema,
  adminBoxSummaryDtoSchema,
  adminLedgerEntryDtoSchema,
  adminPayoutDtoSchema,
  adminPrizeDeleteDtoSchema,
  adminPrizeDtoSchema,
  adminPrizeWriteDtoSchema,
  adminPurchaseDtoSchema,
  adminUserDetailDtoSchema,
  adminUserDtoSchema,
  adminUserPageDtoSchema,
  affiliateProgrammeDtoSchema,
  affiliateSummarySchema,
  auditPageDtoSchema,
  battleSchema,
  battlesPageSchema,
  authResponseDtoSchema,
  boxDtoSchema,
  clawbackResultDtoSchema,
  coinPackageSchema,
  currencyRatesDtoSchema,
  dailyBonusClaimDtoSchema,
  dailyBonusStatusDtoSchema,
  emailVerifiedDtoSchema,
  fairnessRotationDtoSchema,
  fairnessStateDtoSchema,
  freeBoxClaimResultDtoSchema,
  freeBoxLevelDtoSchema,
  googleLinkStartDtoSchema,
  grantResultDtoSchema,
  healthDtoSchema,
  historyEntryDtoSchema,
  leaderboardHistoryDtoSchema,
  leaderboardSchema,
  leaderboardSettingsDtoSchema,
  linkExchangeDtoSchema,
  loginAnswerDtoSchema,
  myReviewDtoSchema,
  openBoxResultDtoSchema,
  openingProofDtoSchema,
  overviewDtoSchema,
  pageDtoSchema,
  passwordResetDoneDtoSchema,
  paymentIntentDtoSchema,
  payoutSchema,
  playerSummaryDtoSchema,
  profileDtoSchema,
  publicConfigDtoSchema,
  purchaseSchema,
  recoveryCodesDtoSchema,
  referralCodeDtoSchema,
  referralSchema,
  responsiblePlayDtoSchema,
  revenueDtoSchema,
  reviewSchema,
  reviewsPageDtoSchema,
  sessionInfoDtoSchema,
  shipmentDtoSchema,
  simulatedConfirmDtoSchema,
  siteStatsSchema,
  staffFeedPageDtoSchema,
  staffOpeningsPageDtoSchema,
  staffReviewSchema,
  staffReviewsPageDtoSchema,
  staffShipmentDtoSchema,
  staffWinnerSchema,
  staffWinnersPageDtoSchema,
  supportTicketCreatedDtoSchema,
  supportTicketDtoSchema,
  supportTicketPageDtoSchema,
  twoFactorSetupDtoSchema,
  twoFactorStatusDtoSchema,
  unboxingActionResultDtoSchema,
  uploadResultDtoSchema,
  userDtoSchema,
  winnerSchema,
  winnersPageDtoSchema,
} from '@nova/protocol';
import { z } from 'zod';
import { UNDESCRIBED_ROUTES } from './undescribedRoutes';

/**
 * Every JSON route's answer schema, keyed 'METHOD /api/path/:param' as the routers declare it. The shared test
 * HTTP helper (`server.request()`) validates every 2xx JSON answer against it, so a presenter that drifts from its
 * protocol DTO fails the test that called it; `answers.test.ts` fails when a route is missing here.
 */
export const ANSWER_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'GET /api/health': healthDtoSchema,
  'GET /api/config': publicConfigDtoSchema,
  'GET /api/currency/rates': currencyRatesDtoSchema,
  'GET /api/boxes': z.array(boxDtoSchema),
  'GET /api/boxes/:id': boxDtoSchema,
  'POST /api/boxes/:id/open': openBoxResultDtoSchema,
  'GET /api/history': pageDtoSchema(historyEntryDtoSchema),
  'GET /api/fairness': fairnessStateDtoSchema,
  'POST /api/fairness/rotate': fairnessRotationDtoSchema,
  'GET /api/openings/:id/proof': openingProofDtoSchema,
  'POST /api/unboxings/:id/action': unboxingActionResultDtoSchema,
  'GET /api/shipments': pageDtoSchema(shipmentDtoSchema),
  'GET /api/admin/shipments': pageDtoSchema(staffShipmentDtoSchema),
  'PATCH /api/admin/shipments/:id': staffShipmentDtoSchema,
  'POST /api/admin/give-coins': grantResultDtoSchema,
  'POST /api/admin/give-credits': grantResultDtoSchema,
  'POST /api/register': authResponseDtoSchema,
  'POST /api/login': loginAnswerDtoSchema,
  'POST /api/login/2fa': authResponseDtoSchema,
  'POST /api/verify-token': linkExchangeDtoSchema,
  'GET /api/account/two-factor': twoFactorStatusDtoSchema,
  'POST /api/account/two-factor/setup': twoFactorSetupDtoSchema,
  'POST /api/account/two-factor/enable': recoveryCodesDtoSchema,
  'POST /api/account/two-factor/recovery-codes': recoveryCodesDtoSchema,
  'POST /api/auth/google/link': googleLinkStartDtoSchema,
  'GET /api/me': userDtoSchema,
  'GET /api/user/profile': profileDtoSchema,
  'GET /api/account': accountDtoSchema,
  'POST /api/account/email': accountDtoSchema,
  'GET /api/account/sessions': z.array(sessionInfoDtoSchema),
  'POST /api/verify-email': emailVerifiedDtoSchema,
  'POST /api/password-reset/confirm': passwordResetDoneDtoSchema,
  'GET /api/boxes/featured': z.array(boxDtoSchema),
  'GET /api/leaderboard/current': leaderboardSchema,
  'GET /api/leaderboard/history': leaderboardHistoryDtoSchema,
  'GET /api/winners': winnersPageDtoSchema,
  'GET /api/stats': siteStatsSchema,
  'GET /api/me/summary': playerSummaryDtoSchema,
  'GET /api/free-boxes/levels': z.array(freeBoxLevelDtoSchema),
  'POST /api/free-boxes/claim': freeBoxClaimResultDtoSchema,
  'GET /api/daily-bonus': dailyBonusStatusDtoSchema,
  'POST /api/daily-bonus/claim': dailyBonusClaimDtoSchema,
  'GET /api/coin-packages': z.array(coinPackageSchema),
  'POST /api/payments/intents': paymentIntentDtoSchema,
  'POST /api/payments/simulated/confirm': simulatedConfirmDtoSchema,
  'GET /api/payments/purchases': pageDtoSchema(purchaseSchema),
  'GET /api/payments/purchases/:id': purchaseSchema,
  'POST /api/payments/purchases/:id/refund-request': purchaseSchema,
  'GET /api/payments/limits': responsiblePlayDtoSchema,
  'POST /api/payments/age-confirmation': responsiblePlayDtoSchema,
  'PUT /api/payments/limits': responsiblePlayDtoSchema,
  'POST /api/payments/self-exclusion': responsiblePlayDtoSchema,
  'GET /api/admin/payments/purchases': pageDtoSchema(adminPurchaseDtoSchema),
  'POST /api/admin/payments/purchases/:id/refund/approve': adminPurchaseDtoSchema,
  'POST /api/admin/payments/purchases/:id/refund/reject': adminPurchaseDtoSchema,
  'POST /api/admin/payments/purchases/:id/flag/resolve': adminPurchaseDtoSchema,
  'GET /api/admin/payments/revenue': revenueDtoSchema,
  'GET /api/affiliates/codes/:code': referralCodeDtoSchema,
  'GET /api/affiliates/me': affiliateSummarySchema,
  'PUT /api/affiliates/me/code': affiliateSummarySchema,
  'GET /api/affiliates/referrals': pageDtoSchema(referralSchema),
  'GET /api/affiliates/payouts': pageDtoSchema(payoutSchema),
  'POST /api/affiliates/payouts': payoutSchema,
  'GET /api/admin/affiliates/overview': affiliateProgrammeDtoSchema,
  'GET /api/admin/affiliates/payouts': pageDtoSchema(adminAffiliatePayoutDtoSchema),
  'POST /api/admin/affiliates/payouts/:id/approve': adminAffiliatePayoutDtoSchema,
  'POST /api/admin/affiliates/payouts/:id/reject': adminAffiliatePayoutDtoSchema,
  'GET /api/reviews': reviewsPageDtoSchema,
  'GET /api/reviews/mine': myReviewDtoSchema,
  'POST /api/reviews': reviewSchema,
  'POST /api/admin/reviews': staffReviewSchema,
  'GET /api/staff/reviews': staffReviewsPageDtoSchema,
  'PATCH /api/staff/reviews/:id': staffReviewSchema,
  'POST /api/support/tickets': supportTicketCreatedDtoSchema,
  'GET /api/staff/tickets': supportTicketPageDtoSchema,
  'GET /api/admin/users/:id/tickets': supportTicketPageDtoSchema,
  'PATCH /api/staff/tickets/:id': supportTicketDtoSchema,
  'GET /api/admin/users': adminUserPageDtoSchema,
  'GET /api/admin/users/:id': adminUserDetailDtoSchema,
  'PATCH /api/admin/users/:id': adminUserDtoSchema,
  'GET /api/admin/users/:id/ledger': pageDtoSchema(adminLedgerEntryDtoSchema),
  'GET /api/admin/users/:id/openings': pageDtoSchema(historyEntryDtoSchema),
  'GET /api/admin/users/:id/shipments': pageDtoSchema(staffShipmentDtoSchema),
  'POST /api/admin/users/:id/clawback': clawbackResultDtoSchema,
  'GET /api/staff/openings': staffOpeningsPageDtoSchema,
  'GET /api/admin/overview': overviewDtoSchema,
  'GET /api/admin/audit': auditPageDtoSchema,
  'GET /api/staff/feed': staffFeedPageDtoSchema,
  'GET /api/admin/winners': staffWinnersPageDtoSchema,
  'POST /api/admin/winners': winnerSchema,
  'PATCH /api/admin/winners/:id': staffWinnerSchema,
  'GET /api/admin/leaderboard/settings': leaderboardSettingsDtoSchema,
  'PUT /api/admin/leaderboard/settings': leaderboardSettingsDtoSchema,
  'GET /api/admin/leaderboard/payouts': pageDtoSchema(adminPayoutDtoSchema),
  'GET /api/admin/boxes': z.array(adminBoxSummaryDtoSchema),
  'GET /api/admin/boxes/:id': adminBoxDtoSchema,
  'POST /api/admin/boxes': adminBoxDtoSchema,
  'PUT /api/admin/boxes/:id': adminBoxDtoSchema,
  'DELETE /api/admin/boxes/:id': adminBoxDeleteDtoSchema,
  'POST /api/admin/boxes/:id/publish': adminBoxDtoSchema,
  'POST /api/admin/boxes/:id/unpublish': adminBoxDtoSchema,
  'PUT /api/admin/boxes/:id/odds': adminBoxDtoSchema,
  'GET /api/admin/prizes/box/:boxId': z.array(adminPrizeDtoSchema),
  'POST /api/admin/prizes': adminPrizeWriteDtoSchema,
  'PUT /api/admin/prizes/:id': adminPrizeWriteDtoSchema,
  'DELETE /api/admin/prizes/:id': adminPrizeDeleteDtoSchema,
  'POST /api/admin/upload': uploadResultDtoSchema,
  'PUT /api/fairness/client-seed': fairnessStateDtoSchema,
  'POST /api/battles': battleSchema,
  'GET /api/battles': battlesPageSchema,
  'GET /api/battles/mine': battlesPageSchema,
  'GET /api/battles/:id': battleSchema,
  'POST /api/battles/:id/join': battleSchema,
  'POST /api/battles/:id/bots': battleSchema,
  'POST /api/battles/:id/cancel': battleSchema,
  'GET /api/admin/battles': battlesPageSchema,
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface RouteLayer {
  route?: { path: string | string[]; methods: Partial<Record<string, boolean>> };
  handle?: { stack?: RouteLayer[] };
  match?: (path: string) => boolean;
}

function collect(stack: readonly RouteLayer[], into: Set<string>): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const method of METHODS) {
        if (!layer.route.methods[method]) continue;
        for (const path of paths) into.add(`${method.toUpperCase()} /api${path}`);
      }
    } else if (layer.handle?.stack) collect(layer.handle.stack, into);
  }
}

/** Every route the app declares under /api, as 'METHOD /api/path/:param'. */
export function apiRoutes(app: Express): string[] {
  const root = (app as unknown as { router: { stack: RouteLayer[] } }).router.stack;
  const api = root.find((layer) => layer.handle?.stack && layer.match?.('/api/health'));
  const routes = new Set<string>();
  if (api?.handle?.stack) collect(api.handle.stack, routes);
  return [...routes].sort();
}

const patterns = new Map<string, RegExp>();
function patternOf(key: string): RegExp {
  let re = patterns.get(key);
  if (!re) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    re = new RegExp(`^${escaped}$`);
    patterns.set(key, re);
  }
  return re;
}

/** The table entry an answer belongs to: literal segments win over parameters ('/boxes/featured' over '/boxes/:id'). */
function routeOf(method: string, path: string, keys: readonly string[]): string | undefined {
  const target = `${method} ${path}`;
  const matching = keys.filter((key) => patternOf(key).test(target));
  return matching.sort((a, b) => (a.match(/:/g)?.length ?? 0) - (b.match(/:/g)?.length ?? 0))[0];
}

/**
 * Checks one answer: a 2xx JSON answer must match its route's schema; a JSON route with no entry in the table (nor
 * in the list still to describe) fails. Throws an Error naming the route and the mismatches.
 */
export function checkAnswer(method: string, url: string, res: Response): void {
  if (res.status < 200 || res.status >= 300) return;
  if (!/application\/json/.test(String(res.headers['content-type'] ?? ''))) return;
  const path = new URL(url).pathname;
  if (!path.startsWith('/api/')) return;
  const upper = method.toUpperCase();
  const route = routeOf(upper, path, [...Object.keys(ANSWER_SCHEMAS), ...UNDESCRIBED_ROUTES]);
  if (!route) throw new Error(`${upper} ${path} answered JSON but no answer schema is listed for it (backend/test/answers.ts)`);
  const schema = ANSWER_SCHEMAS[route];
  if (!schema) return;
  const parsed = schema.safeParse(res.body);
  if (parsed.success) return;
  throw new Error(`${route} answered JSON that does not match its protocol schema:\n${z.prettifyError(parsed.error)}`);
}

/**
 * supertest bound to `url`, with every request's answer checked by `checkAnswer` (the test fails on a 2xx JSON
 * answer that does not match its route's schema). This is what `server.request()` returns.
 */
export function checkedRequest(url: string): ReturnType<typeof supertest> {
  const agent = supertest(url);
  for (const method of METHODS) {
    const send = agent[method].bind(agent);
    agent[method] = (path: string) => {
      const test = send(path);
      return test.expect((res: Response) => checkAnswer(method, test.url, res));
    };
  }
  return agent;
}
