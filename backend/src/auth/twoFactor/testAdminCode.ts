import express, { Router } from 'express';
import { ErrorCode, twoFactorLoginSchema } from '@nova/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../core/errors';
import { adminAccessRequired } from '../service';
import {
  TEST_ADMIN_PATH,
  crossSiteRefusal,
  escapeHtml,
  fromThisSite,
  redirectToConsole,
  renderTestAdminShell,
  sendTestAdminHtml,
} from '../testAdminShell';
import { answerChallenge } from './challenges';

export const TEST_ADMIN_CODE_PATH = `${TEST_ADMIN_PATH}/2fa`;

/**
 * The second form of `/test-admin` (no JavaScript): after a right password, an admin with two-factor on is asked for
 * an authenticator or recovery code. The challenge rides in a hidden field; it is single-use, short-lived and allows a
 * few codes (challenges.ts). Never prefilled with anything but the challenge.
 */
export function renderCodeForm(challenge: string, error: string | null): string {
  return renderTestAdminShell(
    `<form method="post" action="${TEST_ADMIN_CODE_PATH}">
    <input type="hidden" name="challenge" value="${escapeHtml(challenge)}">
    <label for="code">Authentication code</label>
    <input id="code" name="code" type="text" required maxlength="32" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" aria-describedby="code-hint">
    <p id="code-hint">The 6-digit code from your authenticator app, or one of your recovery codes.</p>
    <button type="submit">Verify</button>
  </form>`,
    error,
  );
}

/** `POST /test-admin/2fa`: a right code answers 303 to `/admin?token=` like the password form; else the reason. */
export function testAdminCodePages(ctx: AppContext): Router {
  const router = Router();
  const passwordForm = (error: string) => renderTestAdminShell(`<p><a href="${TEST_ADMIN_PATH}">Sign in again</a></p>`, error);
  router.post(TEST_ADMIN_CODE_PATH, express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), async (req, res) => {
    if (!fromThisSite(req, ctx.publicUrl)) {
      const refused = crossSiteRefusal();
      return sendTestAdminHtml(res, refused.status, passwordForm(refused.message));
    }
    const parsed = twoFactorLoginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const challenge = (req.body as Record<string, unknown> | undefined)?.['challenge'];
      const message = 'Enter the 6-digit code from your authenticator app or one of your recovery codes.';
      if (typeof challenge === 'string' && /^[A-Za-z0-9_-]{43}$/.test(challenge))
        return sendTestAdminHtml(res, 400, renderCodeForm(challenge, message));
      return sendTestAdminHtml(res, 400, passwordForm(message));
    }
    try {
      const user = await answerChallenge(ctx, parsed.data, 'admin-page');
      if (user.role !== 'admin') throw adminAccessRequired();
      await redirectToConsole(ctx, req, res, user, true);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      // A wrong code (or a wait) keeps the same challenge; anything else starts again with the password.
      const again = err.code === ErrorCode.TWO_FACTOR_CODE_INVALID || err.code === ErrorCode.RATE_LIMITED;
      sendTestAdminHtml(res, err.status, again ? renderCodeForm(parsed.data.challenge, err.message) : passwordForm(err.message));
    }
  });
  return router;
}
