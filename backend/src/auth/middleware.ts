import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Types, isValidObjectId } from 'mongoose';
import { AppError, errors } from '../core/errors';
import type { AppContext } from '../context';
import type { UserDocument } from '../users/model';
import { Users } from '../users/queries';
import { sessionActive, touchSession } from './sessions';
import { staffTwoFactorMissing, twoFactorSetupRequired } from './twoFactor/staffGate';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, loaded fresh from the database on every request. */
    user?: UserDocument;
    /** The sign-in session of the presented token (with `user`). */
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
 * Resolves a session token to its user and session, or throws: 401 INVALID_TOKEN / TOKEN_EXPIRED, or 403
 * ACCOUNT_BANNED. The ban flag, token version and session are checked against the database, so a ban, role
 * change, revoked session or sign-out everywhere takes effect at once.
 */
export async function userFromToken(ctx: AppContext, token: string): Promise<{ user: UserDocument; sessionId: string }> {
  const claims = ctx.tokens.verify(token);
  if (!isValidObjectId(claims.sub)) throw errors.invalidToken();
  const [user, active] = await Promise.all([Users.findById(claims.sub), sessionActive(new Types.ObjectId(claims.sub), claims.sid)]);
  if (!user || user.deletedAt) throw errors.invalidToken();
  if (user.banned) throw errors.accountBanned();
  if (user.tokenVersion !== claims.ver || !active) throw errors.invalidToken();
  touchSession(ctx, claims.sid);
  return { user, sessionId: claims.sid };
}

/**
 * Loads `req.user` when a valid Bearer token is present. A refused token is remembered, not thrown here:
 * public routes still answer (a stale stored token must not break browsing), protected routes refuse it.
 */
export function authenticate(ctx: AppContext): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    try {
      const { user, sessionId } = await userFromToken(ctx, token);
      req.user = user;
      req.sessionId = sessionId;
      req.twoFactorSetupRequired = await staffTwoFactorMissing(ctx, user);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      req.authError = err;
    }
    next();
  };
}

/** Returns the signed-in user, or throws 401: the refused token's error, else 'No auth token'. */
export function currentUser(req: Request): UserDocument {
  if (req.user) return req.user;
  throw req.authError ?? errors.authRequired();
}

export const requireUser: RequestHandler = (req, _res, next) => {
  currentUser(req);
  next();
};

/** Admins only; one without two-factor sign-in while the shop requires it gets 403 TWO_FACTOR_SETUP_REQUIRED. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (currentUser(req).role !== 'admin') throw errors.adminRequired();
  if (req.twoFactorSetupRequired) throw twoFactorSetupRequired();
  next();
};

/** Staff are support agents and admins (with two-factor sign-in while the shop requires it, as requireAdmin). */
export const requireStaff: RequestHandler = (req, _res, next) => {
  const role = currentUser(req).role;
  if (role !== 'admin' && role !== 'support') throw errors.staffRequired();
  if (req.twoFactorSetupRequired) throw twoFactorSetupRequired();
  next();
};
