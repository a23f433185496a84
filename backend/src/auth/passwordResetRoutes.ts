import { Router } from 'express';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@nova/protocol';
import type { AppContext } from '../context';
import { parse } from '../core/validate';
import { confirmPasswordReset, mailPasswordReset } from './passwordReset';
import { writeLimit } from './playerLimits';
import { AuthRateLimiter } from './rateLimit';
import { noStore } from './routes';
import { clientIp } from './runtime';

/**
 * Per-server state of password reset: the request budgets (per client IP and per account, memory or Redis), and the
 * mail work still running after its request was answered.
 */
class PasswordResets {
  readonly limiter: AuthRateLimiter;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly ctx: AppContext) {
    const { PASSWORD_RESET_RATE_WINDOW_SECONDS, PASSWORD_RESET_MAX_PER_IP, PASSWORD_RESET_MAX_PER_ACCOUNT } = ctx.config;
    this.limiter = new AuthRateLimiter(ctx, ctx.redis, {
      keyPrefix: 'nova:reset',
      windowSeconds: PASSWORD_RESET_RATE_WINDOW_SECONDS,
      perIp: PASSWORD_RESET_MAX_PER_IP,
      perAccount: PASSWORD_RESET_MAX_PER_ACCOUNT,
    });
  }

  /** Runs a request's work after its answer; a failure is logged (the owner can ask again). */
  runAfterAnswer(work: () => Promise<void>): void {
    const done = work()
      .catch((err: unknown) => this.ctx.logger.error({ err }, 'password reset request failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every request's work started so far has finished (the server waits for it before it stops). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

const perServer = new WeakMap<AppContext, PasswordResets>();

/** The password reset state of a server, created on first use. */
export function passwordResets(ctx: AppContext): PasswordResets {
  let resets = perServer.get(ctx);
  if (!resets) {
    resets = new PasswordResets(ctx);
    perServer.set(ctx, resets);
  }
  return resets;
}

/**
 * `POST /api/password-reset` (always 202 within the budgets, whether or not the address has an account) and
 * `POST /api/password-reset/confirm` (the link's token and the new password).
 */
export function passwordResetRoutes(ctx: AppContext): Router {
  const resets = passwordResets(ctx);
  const router = Router();

  router.post('/password-reset', noStore, async (req, res) => {
    const body = parse(passwordResetRequestSchema, req.body ?? {});
    await resets.limiter.consume('password-reset', clientIp(req), body.email);
    // The answer goes before the account is even looked up: it cannot tell whether the address has one.
    res.status(202).end();
    resets.runAfterAnswer(() => mailPasswordReset(ctx, body));
  });

  router.post('/password-reset/confirm', noStore, writeLimit(ctx, 'account'), async (req, res) => {
    const body = parse(passwordResetConfirmSchema, req.body ?? {});
    res.json(await confirmPasswordReset(ctx, body));
  });

  return router;
}
