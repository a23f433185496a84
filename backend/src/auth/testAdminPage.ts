import express, { Router, type Request, type Response } from 'express';
import { ErrorCode, PRODUCT_NAME, adminLoginSchema } from '@nova/protocol';
import type { AppContext } from '../context';
import { readCookie } from '../core/cookies';
import { AppError } from '../core/errors';
import { BINDING_COOKIE, bindBrowser, issueLinkToken } from './linkTokens';
import { authRuntime, clientIp } from './runtime';
import { verifyAdminCredentials } from './service';

export const TEST_ADMIN_PATH = '/test-admin';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The admin login that works with JavaScript off (`/test-admin`): a server-rendered form that
 * posts back here. Valid staff credentials (admin or support) answer 303 to `/admin?token=<link token>` (bound to this browser by a
 * cookie), which the app exchanges for a session on its next load; anything else re-renders the form with the
 * reason. Never prefilled. Failed passwords here count on counters of their own (see loginProtection.ts).
 */
export function renderTestAdminPage(error: string | null = null): string {
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Admin Login · ${escapeHtml(PRODUCT_NAME)}</title>
<style>
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
    background: #09080f; color: #f3f1ff; font: 16px/1.5 system-ui, 'Segoe UI', 'Noto Sans', sans-serif; }
  main { width: 100%; max-width: 24rem; background: #12101c; border: 1px solid #2c2842; border-radius: 1rem; padding: 1.75rem; }
  h1 { margin: 0 0 .25rem; font-size: 1.5rem; }
  p { margin: 0 0 1.25rem; color: #a6a1c4; font-size: .9rem; }
  label { display: block; margin: 0 0 .35rem; font-size: .875rem; font-weight: 600; }
  input { width: 100%; margin: 0 0 1rem; padding: .7rem .8rem; border-radius: .75rem; border: 1px solid #2c2842;
    background: #1a1728; color: inherit; font: inherit; }
  input:focus { outline: 2px solid #c4b5fd; outline-offset: 1px; }
  button { width: 100%; padding: .75rem; border: 0; border-radius: .75rem; font: inherit; font-weight: 700; color: #fff;
    background: linear-gradient(90deg, #8b5cf6, #ec4899); cursor: pointer; }
  .error { color: #f87171; background: #2a1118; border: 1px solid #f8717199; border-radius: .75rem; padding: .6rem .8rem; }
  nav { margin-top: 1.25rem; display: flex; justify-content: space-between; font-size: .875rem; }
  a { color: #c4b5fd; }
</style>
</head>
<body>
<main>
  <h1>Admin Login</h1>
  <p>${escapeHtml(PRODUCT_NAME)} staff sign-in (admins and support) that works without JavaScript.</p>
  ${alert}
  <form method="post" action="${TEST_ADMIN_PATH}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required maxlength="254" autocomplete="username">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" required maxlength="128" autocomplete="current-password">
    <button type="submit">Sign in</button>
  </form>
  <nav><a href="/">Back to home</a><a href="/admin-login">Admin login</a></nav>
</main>
</body>
</html>`;
}

function sendPage(res: Response, status: number, error: string | null): void {
  // The site-wide no-referrer policy would make the form's own post send `Origin: null`; same-origin keeps its origin
  // (and Referer) for this site only, so fromThisSite can tell it from another site's post.
  res.setHeader('Referrer-Policy', 'same-origin');
  res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(renderTestAdminPage(error));
}

/**
 * Login CSRF guard: another site must not post this form with its own credentials and sign the visitor in to the
 * attacker's account. In order:
 * - `Sec-Fetch-Site` (sent by current browsers, not settable by pages): only `same-origin` (or `none`, a post the
 *   user started, e.g. a resubmission) passes;
 * - `Origin`: must be this site's (the public URL's origin or the origin the request was addressed to). The opaque
 *   `null` passes only with a `Sec-Fetch-Site` that passed: a page can make its own posts send `null` (a
 *   no-referrer policy), so on its own it proves nothing. This page is served with `Referrer-Policy: same-origin`, so
 *   browsers without Fetch Metadata send its real origin;
 * - without `Origin`, a `Referer` must be this site's;
 * - with none of them (old browsers, privacy tools stripping headers) the post is accepted: a plain form post must
 *   keep working, and a browser that can be made to post cross-site sends at least one of them.
 */
export function fromThisSite(req: Request, publicUrl: string): boolean {
  const own = new Set([new URL(publicUrl).origin, `${req.protocol}://${req.get('host') ?? ''}`]);
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const { origin, referer } = req.headers;
  if (origin === 'null') return site !== undefined;
  if (origin !== undefined) return own.has(origin);
  if (referer === undefined) return true;
  return URL.canParse(referer) && own.has(new URL(referer).origin);
}

export function testAdminPages(ctx: AppContext): Router {
  const { protection } = authRuntime(ctx);
  const router = Router();
  router.get(TEST_ADMIN_PATH, (_req, res) => sendPage(res, 200, null));
  router.post(TEST_ADMIN_PATH, express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }), async (req, res) => {
    if (!fromThisSite(req, ctx.publicUrl)) {
      const refused = new AppError(
        ErrorCode.FORBIDDEN,
        "This sign-in form must be sent from this site's own page. Open /test-admin and try again.",
      );
      return sendPage(res, refused.status, refused.message);
    }
    const parsed = adminLoginSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendPage(res, 400, 'Enter a valid email address and your password.');
    try {
      const user = await verifyAdminCredentials(ctx, protection, parsed.data, clientIp(req));
      // The link is bound to this browser: the app at /admin exchanges it with the cookie set here.
      const bindingHash = bindBrowser(ctx, res, readCookie(req.headers.cookie, BINDING_COOKIE));
      const token = await issueLinkToken(ctx, user._id, { purpose: 'sign-in', bindingHash });
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, `/admin?token=${encodeURIComponent(token)}`);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      sendPage(res, err.status, err.message);
    }
  });
  return router;
}
