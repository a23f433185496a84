import type { Request } from 'express';
import type { AppContext } from '../context';
import { GoogleSignIn } from './google';
import { AuthRateLimiter } from './rateLimit';

/** Per-server state of the auth domain (several servers may share a process in tests). */
export interface AuthRuntime {
  limiter: AuthRateLimiter;
  google: GoogleSignIn;
}

const runtimes = new WeakMap<AppContext, AuthRuntime>();

/** The auth runtime of a server, created on first use (the module's start() does that). */
export function authRuntime(ctx: AppContext): AuthRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = { limiter: new AuthRateLimiter(ctx, ctx.redis), google: new GoogleSignIn(ctx) };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** The client's IP as Express sees it (TRUST_PROXY decides how many proxy hops to believe). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
