import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isValidObjectId } from 'mongoose';
import { AppError, errors } from '../core/errors';
import { UserModel, type UserDocument } from '../users/model';
import type { TokenService } from './tokens';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, loaded fresh from the database on every request. */
    user?: UserDocument;
    /** Why a presented token was refused; public routes ignore it, protected ones answer with it. */
    authError?: AppError;
  }
}

/** Reads a Bearer token from an Authorization header value. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Resolves a session token to its user, or throws: 401 INVALID_TOKEN / TOKEN_EXPIRED, or 403 ACCOUNT_BANNED.
 * The ban flag and token version are checked against the stored user, so a ban, role change or sign-out
 * everywhere takes effect at once.
 */
export async function userFromToken(tokens: TokenService, token: string): Promise<UserDocument> {
  const claims = tokens.verify(token);
  if (!isValidObjectId(claims.sub)) throw errors.invalidToken();
  const user = await UserModel.findById(claims.sub);
  if (!user) throw errors.invalidToken();
  if (user.banned) throw errors.accountBanned();
  if (user.tokenVersion !== claims.ver) throw errors.invalidToken();
  return user;
}

/**
 * Loads `req.user` when a valid Bearer token is present. A refused token is remembered, not thrown here:
 * public routes still answer (a stale stored token must not break browsing), protected routes refuse it.
 */
export function authenticate(tokens: TokenService): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next();
    try {
      req.user = await userFromToken(tokens, token);
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

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (currentUser(req).role !== 'admin') throw errors.adminRequired();
  next();
};

/** Staff are support agents and admins. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  const role = currentUser(req).role;
  if (role !== 'admin' && role !== 'support') throw errors.staffRequired();
  next();
};
