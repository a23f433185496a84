import type { Request } from 'express';
import type { AppContext } from '../context';
import { GoogleSignIn } from './google';
import { LoginProtection } from './loginProtection';
import { AuthRateLimiter } from './rateLimit';
import type { ClientInfo } from './sessions';

/** Per-server state of the auth domain (several servers may share a process in tests). */
export interface AuthRuntime {
  /** Registration budgets. */
  limiter: AuthRateLimiter;
  /** Password sign-in protection (login and /test-admin, separate counters). */
  protection: LoginProtection;
  google: GoogleSignIn;
}

const runtimes = new WeakMap<AppContext, AuthRuntime>();

/** The auth runtime of a server, created on first use (the module's start() does that). */
export function authRuntime(ctx: AppContext): AuthRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    runtime = { limiter: new AuthRateLimiter(ctx, ctx.redis), protection: new LoginProtection(ctx), google: new GoogleSignIn(ctx) };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}

/** The client's IP as Express sees it (TRUST_PROXY decides how many proxy hops to believe). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Where a request comes from, for a new sign-in session. */
export function clientInfo(req: Request): ClientInfo & { ip: string } {
  const agent = req.headers['user-agent'];
  return { ip: clientIp(req), userAgent: typeof agent === 'string' && agent ? agent : null };
}
