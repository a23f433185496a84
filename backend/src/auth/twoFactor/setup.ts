import {
  ErrorCode,
  STAFF_ROLES_WITH_TWO_FACTOR,
  TWO_FACTOR,
  type RecoveryCodesDto,
  type Role,
  type TwoFactorConfirmBody,
  type TwoFactorEnableBody,
  type TwoFactorSetupDto,
  type TwoFactorStatusDto,
} from '@nova/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../core/errors';
import { wrongPassword } from '../../users/account';
import type { UserDocument } from '../../users/model';
import { invalidateSessionChecks } from '../authVersions';
import { verifyPassword } from '../passwords';
import { codeInvalid, countFailure, checkBudget, twoFactorNotEnabled, useSecondFactor } from './codes';
import { decryptSecret, encryptSecret, twoFactorKeys } from './keys';
import { TwoFactorChallengeModel, TwoFactorModel } from './model';
import { newRecoveryCodes } from './recoveryCodes';
import { matchTotp, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp';

const alreadyEnabled = () => new AppError(ErrorCode.TWO_FACTOR_ALREADY_ENABLED, 'Two-factor sign-in is already on for this account.');
const setupExpired = () =>
  new AppError(ErrorCode.TWO_FACTOR_SETUP_EXPIRED, 'This setup has expired or was not started. Start again for a new QR code.');

/** Whether this role must have two-factor sign-in before using staff routes and feeds (STAFF_TWO_FACTOR). */
export function roleNeedsTwoFactor(ctx: AppContext, role: Role): boolean {
  return ctx.config.STAFF_TWO_FACTOR === 'required' && STAFF_ROLES_WITH_TWO_FACTOR.includes(role);
}

/** Password accounts confirm two-factor changes with the password; Google-only accounts have none to give. */
async function confirmPassword(user: UserDocument, password: string | undefined): Promise<void> {
  if (!user.passwordHash) return;
  if (!password || !(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
}

/** `GET /api/account/two-factor`. */
export async function twoFactorStatus(ctx: AppContext, user: UserDocument): Promise<TwoFactorStatusDto> {
  const record = await TwoFactorModel.findById(user._id, { enabledAt: 1, recoveryCodeHashes: 1 }).lean();
  const enabledAt = record?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    required: roleNeedsTwoFactor(ctx, user.role),
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? (record?.recoveryCodeHashes.length ?? 0) : 0,
  };
}

/**
 * Starts (or starts again) a setup: a new secret waits, encrypted, for its first code until TWO_FACTOR.setupTtlSeconds
 * from now. The secret is answered here, as a QR code and as text, and never again. 409 TWO_FACTOR_ALREADY_ENABLED.
 */
export async function startSetup(ctx: AppContext, user: UserDocument): Promise<TwoFactorSetupDto> {
  const secret = newTotpSecret();
  const expiresAt = new Date(ctx.clock.now().getTime() + TWO_FACTOR.setupTtlSeconds * 1000);
  const pending = { pendingSecret: encryptSecret(twoFactorKeys(ctx).encryption, secret), pendingExpiresAt: expiresAt };
  try {
    await TwoFactorModel.updateOne(
      { _id: user._id, enabledAt: null },
      { $set: pending, $setOnInsert: { secret: null, lastUsedStep: 0, recoveryCodeHashes: [] } },
      { upsert: true },
    );
  } catch (err) {
    // The record exists and is enabled: the filter missed it and the upsert met its _id.
    if ((err as { code?: unknown }).code === 11000) throw alreadyEnabled();
    throw err;
  }
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url), expiresAt: expiresAt.toISOString() };
}

/**
 * Turns two-factor on: the password (password accounts) and a right code from the pending secret. Makes the recovery
 * codes, answered once. The enabling code's time step counts as used. 400 WRONG_PASSWORD, TWO_FACTOR_CODE_INVALID;
 * 409 TWO_FACTOR_ALREADY_ENABLED, TWO_FACTOR_SETUP_EXPIRED; 429 past the wrong-code budget.
 */
export async function enableTwoFactor(ctx: AppContext, user: UserDocument, body: TwoFactorEnableBody): Promise<RecoveryCodesDto> {
  await confirmPassword(user, body.currentPassword);
  const key = user._id.toHexString();
  await checkBudget(ctx, key);
  const record = await TwoFactorModel.findById(user._id).lean();
  if (record?.enabledAt) throw alreadyEnabled();
  const now = ctx.clock.now();
  if (!record?.pendingSecret || !record.pendingExpiresAt || record.pendingExpiresAt <= now) throw setupExpired();
  const keys = twoFactorKeys(ctx);
  const secret = decryptSecret(keys.encryption, record.pendingSecret);
  const step = secret ? matchTotp(secret, body.code, now, 0) : null;
  if (step === null) {
    await countFailure(ctx, key);
    throw codeInvalid();
  }
  const codes = newRecoveryCodes(keys.hashing);
  const enabled = await TwoFactorModel.updateOne(
    { _id: user._id, enabledAt: null, pendingSecret: record.pendingSecret },
    {
      $set: {
        secret: record.pendingSecret,
        enabledAt: now,
        lastUsedStep: step,
        recoveryCodeHashes: codes.hashes,
        pendingSecret: null,
        pendingExpiresAt: null,
      },
    },
  );
  if (enabled.modifiedCount !== 1) {
    // Another request enabled it, or started a new setup, in between.
    throw (await TwoFactorModel.exists({ _id: user._id, enabledAt: { $ne: null } })) ? alreadyEnabled() : setupExpired();
  }
  // Staff routes answer from the next request on, on every node.
  await invalidateSessionChecks(ctx, key);
  ctx.logger.info({ userId: key }, 'two-factor sign-in turned on');
  return { recoveryCodes: codes.shown };
}

/** New recovery codes (the old ones stop working): the password and a code. 409 TWO_FACTOR_NOT_ENABLED. */
export async function regenerateRecoveryCodes(ctx: AppContext, user: UserDocument, body: TwoFactorConfirmBody): Promise<RecoveryCodesDto> {
  await confirmPassword(user, body.currentPassword);
  await useSecondFactor(ctx, user._id, body.code);
  const codes = newRecoveryCodes(twoFactorKeys(ctx).hashing);
  const replaced = await TwoFactorModel.updateOne(
    { _id: user._id, enabledAt: { $ne: null } },
    { $set: { recoveryCodeHashes: codes.hashes } },
  );
  if (replaced.matchedCount !== 1) throw twoFactorNotEnabled();
  ctx.logger.info({ userId: user.id as string }, 'two-factor recovery codes replaced');
  return { recoveryCodes: codes.shown };
}

/**
 * Turns two-factor off: the password and a code (authenticator or recovery). Refused for staff while the shop
 * requires it (409 TWO_FACTOR_REQUIRED_FOR_STAFF). Pending sign-in challenges of the account end with it.
 */
export async function disableTwoFactor(ctx: AppContext, user: UserDocument, body: TwoFactorConfirmBody): Promise<void> {
  if (roleNeedsTwoFactor(ctx, user.role)) {
    throw new AppError(ErrorCode.TWO_FACTOR_REQUIRED_FOR_STAFF, 'Staff accounts must keep two-factor sign-in on.');
  }
  await confirmPassword(user, body.currentPassword);
  await useSecondFactor(ctx, user._id, body.code);
  await TwoFactorModel.deleteOne({ _id: user._id });
  await TwoFactorChallengeModel.deleteMany({ userId: user._id });
  await invalidateSessionChecks(ctx, user.id as string);
  ctx.logger.info({ userId: user.id as string }, 'two-factor sign-in turned off');
}

/** Forgets an account's two-factor state (the account was deleted). */
export async function dropTwoFactor(userId: UserDocument['_id']): Promise<void> {
  await Promise.all([TwoFactorModel.deleteOne({ _id: userId }), TwoFactorChallengeModel.deleteMany({ userId })]);
}
