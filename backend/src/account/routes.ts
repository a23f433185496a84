import { Router } from 'express';
import {
  adminUserParamsSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  idParamsSchema,
  resendVerificationSchema,
  verifyEmailSchema,
  type EmailVerifiedDto,
} from '@nova/protocol';
import { currentUser, requireStaff, requireUser } from '../auth/middleware';
import { callerOf, spendWrite, writeLimit } from '../auth/playerLimits';
import { listSessions, revokeSessions } from '../auth/sessions';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { parse } from '../core/validate';
import { confirmEmail } from '../users/emailVerification';
import { knownUser } from '../users/directory';
import { exportAccountData } from './dataExport';
import { changePassword, deleteAccount, presentAccount, requestEmailChange, resendVerification } from './settings';
import { staffUserView } from './staffView';

/**
 * The account page's API (docs/accounts.md): password, sessions, email and its verification, export, deletion; and
 * the staff's page of one user (support agents too, to answer tickets), which gathers the same domains.
 */
export function accountRoutes(ctx: AppContext): Router {
  const router = Router();
  const sessionOf = (req: Parameters<typeof currentUser>[0]) => req.sessionId ?? '';

  router.get('/account', requireUser, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(presentAccount(currentUser(req)));
  });

  router.get('/account/sessions', requireUser, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listSessions(currentUser(req)._id, sessionOf(req)));
  });

  router.delete('/account/sessions/:id', requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    if ((await revokeSessions(ctx, currentUser(req)._id, { only: id })) === 0) throw errors.notFound('Session');
    res.status(204).end();
  });

  router.post('/account/sign-out-everywhere', requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    await revokeSessions(ctx, currentUser(req)._id);
    res.status(204).end();
  });

  router.post('/account/password', requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const body = parse(changePasswordSchema, req.body ?? {});
    await changePassword(ctx, currentUser(req), sessionOf(req), body);
    res.status(204).end();
  });

  router.post('/account/email', requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const body = parse(changeEmailSchema, req.body ?? {});
    res.status(202).json(presentAccount(await requestEmailChange(ctx, currentUser(req), body)));
  });

  router.post('/account/verification', requireUser, writeLimit(ctx, 'mail'), async (req, res) => {
    const { language } = parse(resendVerificationSchema, req.body ?? {});
    await resendVerification(ctx, currentUser(req), language);
    res.status(202).end();
  });

  /**
   * The link in a verification mail lands on the front end's /verify-email page, which posts its token here. Limited
   * per token and, generously, per address (or user): people sharing an address must not block each other's links.
   */
  router.post('/verify-email', async (req, res) => {
    const { token } = parse(verifyEmailSchema, req.body ?? {});
    await spendWrite(ctx, 'verify-token', { token });
    await spendWrite(ctx, 'verify', callerOf(req));
    const { user, welcomeCoins } = await confirmEmail(ctx, token);
    const answer: EmailVerifiedDto = { email: user.email, emailVerified: true, welcomeCoins };
    res.json(answer);
  });

  router.get('/account/export', requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const user = currentUser(req);
    const data = await exportAccountData(user, sessionOf(req));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="nova-account-${user.id as string}.json"`);
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  router.delete('/account', requireUser, writeLimit(ctx, 'account'), async (req, res) => {
    const body = parse(deleteAccountSchema, req.body ?? {});
    await deleteAccount(ctx, currentUser(req), body);
    res.status(204).end();
  });

  router.get('/admin/users/:id', requireStaff, async (req, res) => {
    const { id } = parse(adminUserParamsSchema, req.params);
    res.json(await staffUserView(await knownUser(id)));
  });

  return router;
}
