import { Router } from 'express';
import {
  adminAffiliatePayoutsQuerySchema,
  affiliatePageQuerySchema,
  idParamsSchema,
  payoutRequestBodySchema,
  referralCodeChangeBodySchema,
  referralCodeParamsSchema,
  rejectPayoutBodySchema,
} from '@nova/protocol';
import { currentUser, requireAdmin, requireUser } from '../auth/middleware';
import { writeLimit } from '../auth/playerLimits';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { changeReferralCode } from '../users/referrals';
import { affiliateProgramme, listPayoutsForAdmin } from './admin';
import { lookUpReferralCode } from './attribution';
import { approvePayout, rejectPayout, requestPayout } from './payouts';
import { presentAdminPayout, presentPayout } from './presenter';
import { affiliateSummary, listOwnPayouts, listReferrals } from './queries';

/** The affiliate programme's API (docs/affiliates.md): code look-up, the player's dashboard, payouts, the admins' view. */
export function affiliateRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/affiliates/codes/:code', async (req, res) => {
    const { code } = parse(referralCodeParamsSchema, req.params);
    res.json(await lookUpReferralCode(code));
  });

  router.get('/affiliates/me', requireUser, async (req, res) => {
    res.json(await affiliateSummary(ctx, currentUser(req)));
  });

  router.put('/affiliates/me/code', requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const { code } = parse(referralCodeChangeBodySchema, req.body ?? {});
    const user = currentUser(req);
    const changed = await changeReferralCode(ctx, user._id, code);
    res.json(await affiliateSummary(ctx, { _id: user._id, emailVerified: user.emailVerified, ...changed }));
  });

  router.get('/affiliates/referrals', requireUser, async (req, res) => {
    res.json(await listReferrals(ctx, currentUser(req)._id, parse(affiliatePageQuerySchema, req.query)));
  });

  router.get('/affiliates/payouts', requireUser, async (req, res) => {
    res.json(await listOwnPayouts(currentUser(req)._id, parse(affiliatePageQuerySchema, req.query)));
  });

  router.post('/affiliates/payouts', requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const body = parse(payoutRequestBodySchema, req.body ?? {});
    res.status(201).json(presentPayout(await requestPayout(ctx, currentUser(req), body)));
  });

  router.use('/admin/affiliates', requireAdmin);

  router.get('/admin/affiliates/overview', async (_req, res) => {
    res.json(await affiliateProgramme(ctx));
  });

  router.get('/admin/affiliates/payouts', async (req, res) => {
    res.json(await listPayoutsForAdmin(parse(adminAffiliatePayoutsQuerySchema, req.query)));
  });

  router.post('/admin/affiliates/payouts/:id/approve', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(presentAdminPayout(await approvePayout(ctx, currentUser(req), id)));
  });

  router.post('/admin/affiliates/payouts/:id/reject', async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const { reason } = parse(rejectPayoutBodySchema, req.body ?? {});
    res.json(presentAdminPayout(await rejectPayout(ctx, currentUser(req), id, reason)));
  });

  return router;
}
