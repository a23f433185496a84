import { Router } from 'express';
import { twoFactorConfirmSchema, twoFactorEnableSchema, twoFactorLoginSchema } from '@nova/protocol';
import type { AppContext } from '../../context';
import { parse } from '../../core/validate';
import { currentUser, requireUser } from '../middleware';
import { writeLimit } from '../playerLimits';
import { noStore } from '../routes';
import { clientInfo } from '../runtime';
import { completeTwoFactorLogin } from './login';
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, startSetup, twoFactorStatus } from './setup';

/** Two-factor sign-in: the code step of a sign-in and the account page's section (docs/accounts.md). */
export function twoFactorRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post('/login/2fa', noStore, async (req, res) => {
    const body = parse(twoFactorLoginSchema, req.body ?? {});
    res.json(await completeTwoFactorLogin(ctx, body, clientInfo(req)));
  });

  router.get('/account/two-factor', noStore, requireUser, async (req, res) => {
    res.json(await twoFactorStatus(ctx, currentUser(req)));
  });

  router.post('/account/two-factor/setup', noStore, requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    res.json(await startSetup(ctx, currentUser(req)));
  });

  router.post('/account/two-factor/enable', noStore, requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const body = parse(twoFactorEnableSchema, req.body ?? {});
    res.json(await enableTwoFactor(ctx, currentUser(req), body));
  });

  router.post('/account/two-factor/recovery-codes', noStore, requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const body = parse(twoFactorConfirmSchema, req.body ?? {});
    res.json(await regenerateRecoveryCodes(ctx, currentUser(req), body));
  });

  router.post('/account/two-factor/disable', noStore, requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const body = parse(twoFactorConfirmSchema, req.body ?? {});
    await disableTwoFactor(ctx, currentUser(req), body);
    res.status(204).end();
  });

  return router;
}
