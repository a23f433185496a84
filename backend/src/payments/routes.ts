import { Router } from 'express';
import {
  createIntentBodySchema,
  depositLimitsBodySchema,
  idParamsSchema,
  purchasesQuerySchema,
  selfExclusionBodySchema,
  simulatedConfirmBodySchema,
  type CoinPackageDto,
} from '@nova/protocol';
import { currentUser, requireUser } from '../auth/middleware';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { confirmAge, selfExclude, setDepositLimits } from '../users/responsible';
import { createIntent } from './intents';
import { responsiblePlay } from './limits';
import { COIN_PACKAGES } from './packages';
import { presentPackage, presentPurchase, usdToCents } from './presenter';
import { providerFor } from './provider';
import { listOwnPurchases, ownPurchase } from './queries';
import { requestRefund } from './refunds';
import { confirmSimulated } from './simulated';

/** The player's side: packages, paying, purchases and receipts, refund requests, responsible-play settings. */
export function paymentRoutes(ctx: AppContext): Router {
  const router = Router();
  const packages: CoinPackageDto[] = COIN_PACKAGES.map(presentPackage);

  router.get('/coin-packages', (_req, res) => {
    res.json(packages);
  });

  router.post('/payments/intents', requireUser, async (req, res) => {
    const body = parse(createIntentBodySchema, req.body ?? {});
    res.status(201).json(await createIntent(ctx, currentUser(req)._id, body));
  });

  router.post('/payments/simulated/confirm', requireUser, async (req, res) => {
    const body = parse(simulatedConfirmBodySchema, req.body ?? {});
    res.json(await confirmSimulated(ctx, providerFor(ctx), currentUser(req).id as string, body));
  });

  router.get('/payments/purchases', requireUser, async (req, res) => {
    res.json(await listOwnPurchases(currentUser(req)._id, parse(purchasesQuerySchema, req.query)));
  });

  router.get('/payments/purchases/:id', requireUser, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(presentPurchase(await ownPurchase(currentUser(req)._id, id)));
  });

  router.post('/payments/purchases/:id/refund-request', requireUser, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    res.json(presentPurchase(await requestRefund(ctx, currentUser(req)._id, id)));
  });

  router.get('/payments/limits', requireUser, async (req, res) => {
    res.json(await responsiblePlay(ctx, currentUser(req)._id));
  });

  router.post('/payments/age-confirmation', requireUser, async (req, res) => {
    const userId = currentUser(req)._id;
    await confirmAge(ctx, userId);
    res.json(await responsiblePlay(ctx, userId));
  });

  router.put('/payments/limits', requireUser, async (req, res) => {
    const body = parse(depositLimitsBodySchema, req.body ?? {});
    const userId = currentUser(req)._id;
    const cents = Object.fromEntries(Object.entries(body).map(([period, usd]) => [period, usd === null ? null : usdToCents(usd)]));
    await setDepositLimits(ctx, userId, cents);
    res.json(await responsiblePlay(ctx, userId));
  });

  router.post('/payments/self-exclusion', requireUser, async (req, res) => {
    const { period } = parse(selfExclusionBodySchema, req.body ?? {});
    const userId = currentUser(req)._id;
    await selfExclude(ctx, userId, period);
    res.json(await responsiblePlay(ctx, userId));
  });

  return router;
}
