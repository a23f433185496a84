import { ErrorCode, TWO_FACTOR, type TwoFactorChallengeDto, type TwoFactorLoginBody } from '@nova/protocol';
import type { Types } from 'mongoose';
import type { AppContext } from '../../context';
import { AppError, errors } from '../../core/errors';
import type { UserDocument } from '../../users/model';
import { Users } from '../../users/queries';
import { digest, randomToken } from '../linkTokens';
import { useSecondFactor } from './codes';
import { TwoFactorChallengeModel, twoFactorEnabled, type ChallengePurpose } from './model';

export const challengeInvalid = () =>
  new AppError(
    ErrorCode.TWO_FACTOR_CHALLENGE_INVALID,
    'This sign-in has expired, was finished already, or had too many wrong codes. Please sign in again.',
  );

/**
 * Issues a sign-in challenge for a user whose first step (password, Google, link) succeeded: a random token the client
 * answers with a code within TWO_FACTOR.challengeTtlSeconds. Only its hash is stored.
 */
export async function issueChallenge(ctx: AppContext, userId: Types.ObjectId, purpose: ChallengePurpose): Promise<TwoFactorChallengeDto> {
  const token = randomToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + TWO_FACTOR.challengeTtlSeconds * 1000);
  await TwoFactorChallengeModel.create({ _id: digest(token), userId, purpose, attempts: 0, expiresAt });
  return { twoFactorRequired: true, challenge: token, expiresAt: expiresAt.toISOString() };
}

/** A challenge when the user has two-factor sign-in on (no session yet), else null (the sign-in goes on). */
export async function challengeIfEnabled(
  ctx: AppContext,
  user: UserDocument,
  purpose: ChallengePurpose,
): Promise<TwoFactorChallengeDto | null> {
  return (await twoFactorEnabled(user._id)) ? issueChallenge(ctx, user._id, purpose) : null;
}

/**
 * Answers a challenge with a code and returns its user. Each challenge allows TWO_FACTOR.challengeAttempts codes
 * (counted before the code is checked, so racing requests cannot add more); then it is gone and the sign-in starts
 * again with the password. The account's wrong-code budget applies too (codes.ts). A right code ends the challenge
 * (find-and-delete: it works once). 401 TWO_FACTOR_CHALLENGE_INVALID, 400 TWO_FACTOR_CODE_INVALID, 403
 * ACCOUNT_BANNED, 429 RATE_LIMITED.
 */
export async function answerChallenge(ctx: AppContext, body: TwoFactorLoginBody, purpose: ChallengePurpose): Promise<UserDocument> {
  const id = digest(body.challenge);
  const live = { _id: id, purpose, expiresAt: { $gt: ctx.clock.now() } };
  const challenge = await TwoFactorChallengeModel.findOneAndUpdate(
    { ...live, attempts: { $lt: TWO_FACTOR.challengeAttempts } },
    { $inc: { attempts: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (!challenge) {
    // Unknown, expired, or out of attempts: nothing to answer any more.
    await TwoFactorChallengeModel.deleteOne({ _id: id });
    throw challengeInvalid();
  }
  try {
    await useSecondFactor(ctx, challenge.userId, body.code);
  } catch (err) {
    // Two-factor was turned off meanwhile: this sign-in is void, the next one needs no code.
    if (err instanceof AppError && err.code === ErrorCode.TWO_FACTOR_NOT_ENABLED) throw challengeInvalid();
    throw err;
  }
  if (!(await TwoFactorChallengeModel.findOneAndDelete(live).lean())) throw challengeInvalid();
  const user = await Users.findById(challenge.userId);
  if (!user || user.deletedAt) throw challengeInvalid();
  if (user.banned) throw errors.accountBanned();
  return user;
}
