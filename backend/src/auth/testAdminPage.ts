import express, { Router, type Response } from 'express';
import { adminLoginSchema } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { authRuntime, clientIp } from './runtime';
import { verifyAdminCredentials } from './service';
import { TEST_ADMIN_PATH, crossSiteRefusal, fromThisSite, redirectToConsole, renderTestAdminShell, sendTestAdminHtml } from './testAdminShell';
import { challengeIfEnabled } from './twoFactor/challenges';
import { renderCodeForm, testAdminCodePages } from './twoFactor/testAdminCode';

/**
 * The admin login that works with JavaScript off (`/test-admin`): a server-rendered form that
 * posts back here. Valid staff credentials (admin or support) answer 303 to `/admin?token=<link token>` (bound to this browser by a
 * cookie), which the app exchanges for a session on its next load; anything else re-renders the form with the
 * reason. Never prefilled. Failed passwords here count on counters of their own (see loginProtection.ts). An admin
 * with two-factor sign-in on gets a second form asking for the code first (twoFactor/testAdminCode.ts).
 */
export function renderTestAdminPage(error: string | null = null): string {
  return renderTestAdminShell(
    `<form method="post" action="${TEST_ADMIN_PATH}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required maxlength="254" autocomplete="username">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" required maxlength="128" autocomplete="current-password">
    <button type="submit">Sign in</button>
  </form>`,
    error,
  );
}

function sendPage(res: Response, status: number, error: string | null): void {
  sendTestAdminHtml(res, status, renderTestAdminPage(error));
}

export function testAdminPages(ctx: AppContext): Router {
  const { protection } = authRuntime(ctx);
  const router = Router();
  router.get(TEST_ADMIN_PATH, (_req, res) => sendPage(res, 200, null));
  router.post(TEST_ADMIN_PATH, express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), async (req, res) => {
    if (!fromThisSite(req, ctx.publicUrl)) {
      const refused = crossSiteRefusal();
      return sendPage(res, refused.status, refused.message);
    }
    const parsed = adminLoginSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendPage(res, 400, 'Enter a valid email address and your password.');
    try {
      const user = await verifyAdminCredentials(ctx, protection, parsed.data, clientIp(req));
      // Two-factor on: the second form asks for the code before any link is made.
      const challenge = await challengeIfEnabled(ctx, user, 'admin-page');
      if (challenge) return sendTestAdminHtml(res, 200, renderCodeForm(challenge.challenge, null));
      // The link is bound to this browser: the app at /admin exchanges it with the cookie set here.
      await redirectToConsole(ctx, req, res, user, false);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      sendPage(res, err.status, err.message);
    }
  });
  router.use(testAdminCodePages(ctx));
  return router;
}
