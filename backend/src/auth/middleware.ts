import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, errors } from '../core/errors';
import type { AppContext } from '../context';
import type { UserDocument } from '../users/model';
import { Users } from '../users/queries';
import { sessionCache, type SignedIn } from './sessionCache';
import { twoFactorSetupRequired } from './twoFactor/staffGate';

declare module 'express-serve-static-core' {
  interface Request {
    /** Who is signed in, from the session check (`sessionCache.ts`); the only user facts routes mounted before the user is read get. */
    auth?: SignedIn;
    /** The signed-in user, read fresh from the database on every request (not on `DomainModule.sessionRoutes`). */
    user?: UserDocument;
    /** The sign-in session of the presented token (with `auth`). */
    sessionId?: string;
    /** Why a presented token was refused; public routes ignore it, protected ones answer with it. */
    authError?: AppError;
    /** A staff user who must turn on two-factor sign-in before staff routes answer (STAFF_TWO_FACTOR=required). */
    twoFactorSetupRequired?: boolean;
  }
}

/** Reads a Bearer token from an Authorization header value. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Resolves a session token to who it signs in, or throws: 401 INVALID_TOKEN / TOKEN_EXPIRED, or 403 ACCOUNT_BANNED.
 * The ban flag, token version, role and session come from the session cache, which every change to them empties at
 * once on every node, so a ban, role change, revoked session or sign-out everywhere takes effect at once.
 */
export async function userFromToken(ctx: AppContext, token: string): Promise<SignedIn> {
  return sessionCache(ctx).resolve(ctx.tokens.verify(token));
}

/**
 * Checks a Bearer token when one is present and sets `req.auth`. A refused token is remembered, not thrown here:
 * public routes still answer (a stale stored token must not break browsing), protected routes refuse it.
 */
export function authenticate(ctx: AppContext): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    try {
      const auth = await userFromToken(ctx, token);
      req.auth = auth;
      req.sessionId = auth.sessionId;
      req.twoFactorSetupRequired = auth.twoFactorSetupRequired;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      req.authError = err;
    }
    next();
  };
}

/**
 * After `authenticate`, for every route but the session routes: reads the signed-in user's document (`req.user`)
 * fresh, and takes the role from it. A document that no longer matches the check (a change that has not reached this
 * node yet) refuses the token as the check would have.
 */
export function loadUser(): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const auth = req.auth;
    if (!auth) return next();
    const user = await Users.findById(auth.userId);
    if (!user || user.deletedAt || user.banned || user.tokenVersion !== auth.tokenVersion) {
      req.auth = req.sessionId = req.twoFactorSetupRequired = undefined;
      req.authError = user?.banned && !user.deletedAt ? errors.accountBanned() : errors.invalidToken();
      return next();
    }
    req.user = user;
    req.auth = { ...auth, role: user.role };
    next();
  };
}

/** Who is signed in, or throws 401: the refused token's error, else 'No auth token'. */
export function signedIn(req: Request): SignedIn {
  if (req.auth) return req.auth;
  throw req.authError ?? errors.authRequired();
}

/** Returns the signed-in user, or throws 401: the refused token's error, else 'No auth token'. */
export function currentUser(req: Request): UserDocument {
  if (req.user) return req.user;
  // A session route (mounted before the user is read) must use `signedIn`.
  if (req.auth) throw new Error(`${req.method} ${req.path} asked for the user's document, which session routes do not read`);
  throw req.authError ?? errors.authRequired();
}

export const requireUser: RequestHandler = (req, _res, next) => {
  signedIn(req);
  next();
};

/** Admins only; one without two-factor sign-in while the shop requires it gets 403 TWO_FACTOR_SETUP_REQUIRED. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (signedIn(req).role !== 'admin') throw errors.adminRequired();
  if (req.twoFactorSetupRequired) throw twoFactorSetupRequired();
  next();
};

/** Staff are support agents and admins (with two-factor sign-in while the shop requires it, as requireAdmin). */
export const requireStaff: RequestHandler = (req, _res, next) => {
  const role = signedIn(req).role;
  if (role !== 'admin' && role !== 'support') throw errors.staffRequired();
  if (req.twoFactorSetupRequired) throw twoFactorSetupRequired();
  next();
};
