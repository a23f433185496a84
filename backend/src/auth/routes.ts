import { Router, type RequestHandler, type Response } from 'express';
import { ErrorCode, googleStartQuerySchema, loginSchema, registerSchema, type GoogleLinkStartDto } from '@nova/protocol';
import type { AppContext } from '../context';
import { readCookie } from '../core/cookies';
import { AppError, errors } from '../core/errors';
import { parse } from '../core/validate';
import { GOOGLE_STATE_COOKIE, GOOGLE_CALLBACK_PATH } from './google';
import { BINDING_COOKIE, bindBrowser, issueLinkToken } from './linkTokens';
import { bearerToken, currentUser, requireUser } from './middleware';
import { authRuntime, clientInfo } from './runtime';
import { connectGoogle, exchangeLinkToken, login, register, signInWithGoogle } from './service';
import type { SignupReferrals } from './signupReferrals';

/** Responses carrying tokens are never cached. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Registration, sign-in, link-token exchange, Google sign-in and connecting Google to a signed-in account; `referrals`
 * attributes a new account to a referral code's owner.
 */
export function authRoutes(ctx: AppContext, referrals: SignupReferrals): Router {
  const { limiter, protection, google } = authRuntime(ctx);
  const router = Router();

  router.post('/register', noStore, async (req, res) => {
    const body = parse(registerSchema, req.body);
    res.status(201).json(await register(ctx, limiter, referrals, body, clientInfo(req)));
  });

  router.post('/login', noStore, async (req, res) => {
    const body = parse(loginSchema, req.body);
    res.json(await login(ctx, protection, body, clientInfo(req)));
  });

  /** The link token comes as the Bearer token; it works once, and only in the browser holding its binding cookie. */
  router.post('/verify-token', noStore, async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw errors.authRequired();
    res.json(await exchangeLinkToken(ctx, token, readCookie(req.headers.cookie, BINDING_COOKIE), clientInfo(req)));
  });

  const stateCookie = (res: Response, value: string, maxAgeSeconds: number) => {
    const attributes = [`Path=/api/auth/google`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
    if (google.secureCookies) attributes.push('Secure');
    res.append('Set-Cookie', `${GOOGLE_STATE_COOKIE}=${encodeURIComponent(value)}; ${attributes.join('; ')}`);
  };
  /** Back to the app (or the account page) with an error code the client shows as a translated toast. */
  const backWithError = (res: Response, err: unknown, path = '/') => {
    const code = err instanceof AppError ? err.code : ErrorCode.GOOGLE_FAILED;
    if (!(err instanceof AppError)) ctx.logger.error({ err }, 'Google sign-in failed unexpectedly');
    res.redirect(302, `${path}?authError=${encodeURIComponent(code)}`);
  };
  const unavailable = () => new AppError(ErrorCode.GOOGLE_UNAVAILABLE, 'Google sign-in is not configured.');

  /** `?ref=CODE` (optional) attributes a new account to the code's owner (docs/affiliates.md). */
  router.get('/auth/google', noStore, async (req, res) => {
    if (!google.configured) return backWithError(res, unavailable());
    try {
      const { ref } = parse(googleStartQuerySchema, req.query);
      // An unknown code fails here, before the round trip to Google (self-referral needs the Google address).
      if (ref) await referrals.lookUpReferralCode(ref);
      const bindingHash = bindBrowser(ctx, res, readCookie(req.headers.cookie, BINDING_COOKIE));
      const { url, state } = await google.begin({ bindingHash, linkUserId: null, referralCode: ref ?? null });
      stateCookie(res, state, 600);
      res.redirect(302, url.href);
    } catch (err) {
      backWithError(res, err);
    }
  });

  /** "Connect Google" on the account page: the browser is sent to the answer's URL and comes back to /account. */
  router.post('/auth/google/link', noStore, requireUser, async (req, res) => {
    if (!google.configured) throw unavailable();
    const { url, state } = await google.begin({ bindingHash: null, linkUserId: currentUser(req)._id });
    stateCookie(res, state, 600);
    const answer: GoogleLinkStartDto = { url: url.href };
    res.json(answer);
  });

  router.get(GOOGLE_CALLBACK_PATH.replace(/^\/api/, ''), noStore, async (req, res) => {
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const cookieState = readCookie(req.headers.cookie, GOOGLE_STATE_COOKIE);
    stateCookie(res, '', 0);
    let linking = false;
    try {
      const { identity, bindingHash, linkUserId, referralCode } = await google.complete(query, cookieState);
      if (linkUserId) {
        linking = true;
        await connectGoogle(ctx, linkUserId, identity);
        return res.redirect(302, '/account?googleLinked=1');
      }
      const user = await signInWithGoogle(ctx, referrals, identity, referralCode);
      const token = await issueLinkToken(ctx, user._id, { purpose: 'sign-in', bindingHash });
      res.redirect(302, `/?token=${encodeURIComponent(token)}`);
    } catch (err) {
      backWithError(res, err, linking ? '/account' : '/');
    }
  });

  return router;
}
