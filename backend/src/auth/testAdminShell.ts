import type { Request, Response } from 'express';
import { ErrorCode, PRODUCT_NAME } from '@nova/protocol';
import type { AppContext } from '../context';
import { readCookie } from '../core/cookies';
import { AppError } from '../core/errors';
import type { UserDocument } from '../users/model';
import { BINDING_COOKIE, bindBrowser, issueLinkToken } from './linkTokens';

/** What the `/test-admin` pages (the password form, testAdminPage.ts, and the code form, twoFactor/testAdminCode.ts) share. */
export const TEST_ADMIN_PATH = '/test-admin';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The page around a form of `/test-admin` (the password form, or the two-factor code form): styles, title, alert. */
export function renderTestAdminShell(form: string, error: string | null): string {
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
  ${form}
  <nav><a href="/">Back to home</a><a href="/admin-login">Admin login</a></nav>
</main>
</body>
</html>`;
}

/** Sends a `/test-admin` page: never cached. */
export function sendTestAdminHtml(res: Response, status: number, html: string): void {
  // The site-wide no-referrer policy would make the form's own post send `Origin: null`; same-origin keeps its origin
  // (and Referer) for this site only, so fromThisSite can tell it from another site's post.
  res.setHeader('Referrer-Policy', 'same-origin');
  res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(html);
}

/**
 * Login CSRF guard of the `/test-admin` forms (the password form and the code form): another site must not post them
 * with its own credentials (or its own challenge and code) and sign the visitor in to the attacker's account. In order:
 * - `Sec-Fetch-Site` (sent by current browsers, not settable by pages): only `same-origin` (or `none`, a post the
 *   user started, e.g. a resubmission) passes;
 * - `Origin`: must be this site's (the public URL's origin or the origin the request was addressed to). The opaque
 *   `null` passes only with a `Sec-Fetch-Site` that passed: a page can make its own posts send `null` (a
 *   no-referrer policy), so on its own it proves nothing. These pages are served with `Referrer-Policy: same-origin`,
 *   so browsers without Fetch Metadata send their real origin;
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

/** The refusal of a post that `fromThisSite` rejected (403, nothing counted). */
export const crossSiteRefusal = (): AppError =>
  new AppError(ErrorCode.FORBIDDEN, "This sign-in form must be sent from this site's own page. Open /test-admin and try again.");

/** The browser-bound link into the console (see linkTokens.ts): 303 to `/admin?token=`. */
export async function redirectToConsole(
  ctx: AppContext,
  req: Request,
  res: Response,
  user: UserDocument,
  secondFactorDone: boolean,
): Promise<void> {
  const bindingHash = bindBrowser(ctx, res, readCookie(req.headers.cookie, BINDING_COOKIE));
  const token = await issueLinkToken(ctx, user._id, { purpose: 'sign-in', bindingHash, secondFactorDone });
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, `/admin?token=${encodeURIComponent(token)}`);
}
