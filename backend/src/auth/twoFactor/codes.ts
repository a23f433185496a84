import type { Types } from 'mongoose';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ErrorCode, isRecoveryCode, isTotpCode } from '@nova/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../core/errors';
import { createLimiter } from '../rateLimit';
import { decryptSecret, hashRecoveryCode, twoFactorKeys } from './keys';
import { TwoFactorModel } from './model';
import { matchTotp } from './totp';

export const codeInvalid = () =>
  new AppError(ErrorCode.TWO_FACTOR_CODE_INVALID, 'That code is not right, or it was used already. Enter the current code from your app.');
export const twoFactorNotEnabled = () => new AppError(ErrorCode.TWO_FACTOR_NOT_ENABLED, 'Two-factor sign-in is off for this account.');

const limiters = new WeakMap<AppContext, RateLimiterAbstract>();

/** Wrong codes per account (memory per node, Redis shared by every node with REDIS_URL). */
function failures(ctx: AppContext): RateLimiterAbstract {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    const { TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_FAILURE_WINDOW_SECONDS } = ctx.config;
    limiter = createLimiter(ctx.redis, 'nova:2fa:failures', TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_FAILURE_WINDOW_SECONDS);
    limiters.set(ctx, limiter);
  }
  return limiter;
}

const tooManyWrongCodes = (retryAfterSeconds: number) =>
  new AppError(
    ErrorCode.RATE_LIMITED,
    `Too many wrong codes. Please wait ${retryAfterSeconds} seconds and try again.`,
    undefined,
    retryAfterSeconds,
  );

/** Refuses (429) while the account's wrong codes of the window are spent; a store failure lets the attempt through. */
export async function checkBudget(ctx: AppContext, key: string): Promise<void> {
  const spent = await failures(ctx)
    .get(key)
    .catch((err: unknown) => {
      ctx.logger.error({ err }, 'two-factor limiter store failed');
      return null;
    });
  if (spent && spent.consumedPoints >= ctx.config.TWO_FACTOR_MAX_FAILURES) {
    ctx.bus.emit('limit.refused', { limiter: 'two-factor', at: ctx.clock.now() });
    throw tooManyWrongCodes(Math.max(1, Math.ceil(spent.msBeforeNext / 1000)));
  }
}

export async function countFailure(ctx: AppContext, key: string): Promise<void> {
  await failures(ctx)
    .consume(key)
    .catch((rejection: unknown) => {
      // Spent now: the next attempt is refused by checkBudget. Anything else is a store failure.
      if (!(rejection instanceof RateLimiterRes)) ctx.logger.error({ err: rejection }, 'two-factor limiter store failed');
    });
}

export type SecondFactor = 'totp' | 'recovery';

/**
 * Checks and uses up a second factor of an account with two-factor on: an authenticator code (its time step must be
 * later than the last one accepted, so a code works once), or an unused recovery code (removed as it is used). Both
 * are conditional writes, so two requests racing with one code cannot both pass. Wrong codes count against the
 * account's budget (TWO_FACTOR_MAX_FAILURES per TWO_FACTOR_FAILURE_WINDOW_SECONDS, then 429 RATE_LIMITED); a right
 * one does not. Throws 400 TWO_FACTOR_CODE_INVALID, 409 TWO_FACTOR_NOT_ENABLED.
 */
export async function useSecondFactor(ctx: AppContext, userId: Types.ObjectId, code: string): Promise<SecondFactor> {
  const key = userId.toHexString();
  await checkBudget(ctx, key);
  const record = await TwoFactorModel.findOne({ _id: userId, enabledAt: { $ne: null } }).lean();
  if (!record?.secret) throw twoFactorNotEnabled();
  const keys = twoFactorKeys(ctx);

  if (isTotpCode(code)) {
    const secret = decryptSecret(keys.encryption, record.secret);
    if (!secret)
      ctx.logger.error({ userId: key }, 'a two-factor secret could not be decrypted: was TWO_FACTOR_ENCRYPTION_KEY or JWT_SECRET changed?');
    const step = secret ? matchTotp(secret, code, ctx.clock.now(), record.lastUsedStep) : null;
    if (step !== null) {
      const used = await TwoFactorModel.updateOne(
        { _id: userId, enabledAt: { $ne: null }, lastUsedStep: { $lt: step } },
        { $set: { lastUsedStep: step } },
      );
      if (used.modifiedCount === 1) return 'totp';
    }
  } else if (isRecoveryCode(code)) {
    const hash = hashRecoveryCode(keys.hashing, code);
    const used = await TwoFactorModel.updateOne(
      { _id: userId, enabledAt: { $ne: null }, recoveryCodeHashes: hash },
      { $pull: { recoveryCodeHashes: hash } },
    );
    if (used.modifiedCount === 1) return 'recovery';
  }
  await countFailure(ctx, key);
  throw codeInvalid();
}
