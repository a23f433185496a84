import { ErrorCode, emailSchema, passwordSchema, usernameSchema } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createAccount, createAccountWithDerivedUsername } from './registration';
import { UserModel, type UserDocument } from './model';

export interface AdminCredentials {
  email: string;
  password: string;
  /** Username for a new account; derived from the email when absent. */
  username?: string | undefined;
}

export type AdminOutcome = 'created' | 'promoted' | 'updated' | 'unchanged';

/**
 * Makes sure an admin account with these credentials exists: creates it, or promotes the account with that
 * email, sets its password to the given one (ending its sessions if it changed) and lifts a ban. Idempotent,
 * and safe when several nodes run it at once: the unique email index decides who creates, the others update.
 */
export async function ensureAdmin(ctx: AppContext, credentials: AdminCredentials): Promise<{ user: UserDocument; outcome: AdminOutcome }> {
  const email = parseOrThrow(emailSchema, credentials.email, 'email');
  const password = parseOrThrow(passwordSchema, credentials.password, 'password');
  const username = credentials.username === undefined ? undefined : parseOrThrow(usernameSchema, credentials.username, 'username');

  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await UserModel.findOne({ email });
    if (existing) return promote(existing, password);
    const passwordHash = await hashPassword(password);
    try {
      // The operator vouches for the address of the admin they create.
      const input = { email, passwordHash, role: 'admin' as const, method: 'password' as const, emailVerified: true };
      const user = username
        ? await createAccount(ctx, { ...input, username })
        : await createAccountWithDerivedUsername(ctx, email.split('@')[0] ?? 'admin', input);
      return { user, outcome: 'created' };
    } catch (err) {
      // Another node created it between our read and insert: promote that one instead.
      if (err instanceof AppError && err.code === ErrorCode.EMAIL_TAKEN) continue;
      throw err;
    }
  }
  throw new Error(`could not create or promote ${email}`);
}

async function promote(user: UserDocument, password: string): Promise<{ user: UserDocument; outcome: AdminOutcome }> {
  const passwordMatches = await verifyPassword(user.passwordHash, password);
  const wasAdmin = user.role === 'admin';
  if (wasAdmin && passwordMatches && !user.banned && user.emailVerified) return { user, outcome: 'unchanged' };
  const set: Record<string, unknown> = { role: 'admin', banned: false, emailVerified: true };
  if (!passwordMatches) set.passwordHash = await hashPassword(password);
  const updated = await UserModel.findOneAndUpdate(
    { _id: user._id },
    { $set: set, $inc: { tokenVersion: 1 } },
    { returnDocument: 'after' },
  );
  return { user: updated ?? user, outcome: wasAdmin ? 'updated' : 'promoted' };
}

function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
  field: string,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`Invalid admin ${field}: ${result.error.issues.map((i) => i.message).join('; ')}`);
}
