import { Router, type RequestHandler, type Response } from 'express';
import { ErrorCode, loginSchema, registerSchema } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError, errors } from '../core/errors';
import { parse } from '../core/validate';
import { GOOGLE_STATE_COOKIE, GOOGLE_CALLBACK_PATH } from './google';
import { issueLinkToken } from './linkTokens';
import { bearerToken } from './middleware';
import { authRuntime, clientIp, readCookie } from './runtime';
import { exchangeLinkToken, login, register, signInWithGoogle } from './service';

/** Responses carrying tokens are never cached. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Registration, sign-in, link-token exchange and Google sign-in. */
export function authRoutes(ctx: AppContext): Router {
  const { limiter, google } = authRuntime(ctx);
  const router = Router();

  router.post('/register', noStore, async (req, res) => {
    const body = parse(registerSchema, req.body);
    res.status(201).json(await register(ctx, limiter, body, clientIp(req)));
  });

  router.post('/login', noStore, async (req, res) => {
    const body = parse(loginSchema, req.body);
    res.json(await login(ctx, limiter, body, clientIp(req)));
  });

  /** The link token comes as the Bearer token (spec 000 §7); it works once. */
  router.post('/verify-token', noStore, async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw errors.authRequired();
    res.json(await exchangeLinkToken(ctx, token));
  });

  const stateCookie = (res: Response, value: string, maxAgeSeconds: number) => {
    const attributes = [`Path=/api/auth/google`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
    if (google.secureCookies) attributes.push('Secure');
    res.append('Set-Cookie', `${GOOGLE_STATE_COOKIE}=${encodeURIComponent(value)}; ${attributes.join('; ')}`);
  };
  /** Back to the app with an error code the client shows as a translated toast. */
  const backWithError = (res: Response, err: unknown) => {
    const code = err instanceof AppError ? err.code : ErrorCode.GOOGLE_FAILED;
    if (!(err instanceof AppError)) ctx.logger.error({ err }, 'Google sign-in failed unexpectedly');
    res.redirect(302, `/?authError=${encodeURIComponent(code)}`);
  };

  router.get('/auth/google', noStore, async (_req, res) => {
    if (!google.configured) return backWithError(res, new AppError(503, ErrorCode.GOOGLE_UNAVAILABLE, 'Google sign-in is not configured.'));
    try {
      const { url, state } = await google.begin();
      stateCookie(res, state, 600);
      res.redirect(302, url.href);
    } catch (err) {
      backWithError(res, err);
    }
  });

  router.get(GOOGLE_CALLBACK_PATH.replace(/^\/api/, ''), noStore, async (req, res) => {
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const cookieState = readCookie(req.headers.cookie, GOOGLE_STATE_COOKIE);
    stateCookie(res, '', 0);
    try {
      const identity = await google.complete(query, cookieState);
      const user = await signInWithGoogle(ctx, identity);
      res.redirect(302, `/?token=${encodeURIComponent(await issueLinkToken(ctx, user._id))}`);
    } catch (err) {
      backWithError(res, err);
    }
  });

  return router;
}
