import type { Types } from 'mongoose';
import type { LanguageCode } from '@nova/protocol';
import { UserModel, type UserDocument } from './model';
import { usernameKeyOf, usernameSkeletonOf } from './usernames';

/**
 * Who an account is and how it signs in: the named writes of its password, Google link, email address and mail
 * language, and its anonymisation when deleted. Other domains (auth, the account page) ask for these; each changes
 * only the fields its name says, and none takes an options bag.
 */

/** Sets a new password hash (a password change) and returns the updated user. */
export async function setPasswordHash(userId: Types.ObjectId, passwordHash: string): Promise<UserDocument | null> {
  return UserModel.findOneAndUpdate({ _id: userId, deletedAt: null }, { $set: { passwordHash } }, { returnDocument: 'after' });
}

/**
 * Sets the password chosen through a reset link mailed to `email`: only while that is still the account's address and
 * the account can sign in with a password (not banned, not deleted, not Google-only). Opening the link proved the
 * mailbox, so the address becomes verified; a pending address change is dropped (whoever asked for it may not be the
 * owner); every token of the account ends (token version). Null when any condition no longer holds.
 */
export async function resetPasswordHash(userId: Types.ObjectId, email: string, passwordHash: string): Promise<UserDocument | null> {
  return UserModel.findOneAndUpdate(
    { _id: userId, email, passwordHash: { $ne: null }, banned: { $ne: true }, deletedAt: null },
    { $set: { passwordHash, emailVerified: true, pendingEmail: null }, $inc: { tokenVersion: 1 } },
    { returnDocument: 'after' },
  );
}

/** Upgrades a hash made with weaker parameters, only if it is still the one we checked. */
export async function upgradePasswordHash(userId: Types.ObjectId, previous: string, next: string): Promise<void> {
  await UserModel.updateOne({ _id: userId, passwordHash: previous }, { $set: { passwordHash: next } });
}

/** Links a Google account to a user who has none yet; null when the user already has one (or is gone). */
export async function linkGoogleSubject(userId: Types.ObjectId, subject: string): Promise<UserDocument | null> {
  return UserModel.findOneAndUpdate(
    { _id: userId, googleSubject: null, deletedAt: null },
    { $set: { googleSubject: subject } },
    { returnDocument: 'after' },
  );
}

/**
 * Google proved this address belongs to its owner while a password account with it was never verified: the
 * Google owner takes the account over. Its password is removed and every token of it ends (token version), so
 * whoever registered the address first cannot sign in any more. Conditional on the account still being unverified
 * and unlinked; null when it changed meanwhile.
 */
export async function takeOverUnverifiedAccount(userId: Types.ObjectId, subject: string): Promise<UserDocument | null> {
  return UserModel.findOneAndUpdate(
    { _id: userId, emailVerified: { $ne: true }, googleSubject: null, deletedAt: null },
    { $set: { googleSubject: subject, passwordHash: null, emailVerified: true, pendingEmail: null }, $inc: { tokenVersion: 1 } },
    { returnDocument: 'after' },
  );
}

/** Marks the current address verified, if it is still `email` (a link for an old address proves nothing). */
export async function markEmailVerified(userId: Types.ObjectId, email: string): Promise<UserDocument | null> {
  return UserModel.findOneAndUpdate(
    { _id: userId, email, deletedAt: null },
    { $set: { emailVerified: true } },
    { returnDocument: 'after' },
  );
}

/** Remembers the new address an email change waits to verify. */
export async function setPendingEmail(userId: Types.ObjectId, pendingEmail: string | null): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { pendingEmail } });
}

/**
 * Makes a verified pending address the account's address (the unique email index refuses one taken meanwhile:
 * the caller maps E11000 to EMAIL_TAKEN). Null when the pending address is no longer `email`.
 */
export async function applyEmailChange(userId: Types.ObjectId, email: string): Promise<UserDocument | null> {
  return UserModel.findOneAndUpdate(
    { _id: userId, pendingEmail: email, deletedAt: null },
    { $set: { email, emailVerified: true, pendingEmail: null } },
    { returnDocument: 'after' },
  );
}

/** Remembers the language mail is written in. */
export async function setLanguage(userId: Types.ObjectId, language: LanguageCode): Promise<void> {
  await UserModel.updateOne({ _id: userId, language: { $ne: language } }, { $set: { language } });
}

/**
 * Anonymises a deleted account in one conditional write, only while it holds no coins and is not deleted yet: the
 * name becomes `username`, the address an invalid one, and the password, Google link, avatar, referral code and
 * language go; every token of the account ends (token version). Null when the conditions no longer hold.
 */
export async function anonymiseAccount(userId: Types.ObjectId, username: string, now: Date): Promise<UserDocument | null> {
  return UserModel.findOneAndUpdate(
    { _id: userId, balance: 0, deletedAt: null },
    {
      $set: {
        username,
        usernameKey: usernameKeyOf(username),
        usernameSkeleton: usernameSkeletonOf(username),
        email: `${userId.toHexString()}@deleted.invalid`,
        emailVerified: false,
        pendingEmail: null,
        passwordHash: null,
        googleSubject: null,
        avatarUrl: null,
        referralCode: null,
        language: null,
        deletedAt: now,
      },
      $inc: { tokenVersion: 1 },
    },
    { returnDocument: 'after' },
  );
}
