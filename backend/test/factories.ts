import { randomBytes } from 'node:crypto';
import type { Role } from '@nova/protocol';
import { openSession } from '../src/auth/sessions';
import type { AppContext } from '../src/context';
import { UserModel, type User, type UserDocument } from '../src/users/model';
import { usernameSkeletonOf } from '../src/users/usernames';

let counter = 0;

/**
 * Inserts a user directly (no HTTP), opens a sign-in session for it and signs its session token. Overrides are
 * stored as given, e.g. `{ balance: 5000, role: 'admin' }`. The email counts as verified unless
 * `emailVerified: false` is given. A password hash is not set: use the register route for that.
 */
export async function buildUser(
  ctx: AppContext,
  overrides: Partial<Omit<User, 'createdAt' | 'updatedAt'>> & { role?: Role } = {},
): Promise<{ user: UserDocument; token: string; sessionId: string }> {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  const username = overrides.username ?? `player${suffix}`;
  const user = await UserModel.create({
    username,
    usernameKey: username.toLowerCase(),
    usernameSkeleton: usernameSkeletonOf(username),
    email: `${username.toLowerCase()}@test.example`,
    emailVerified: true,
    ...overrides,
  });
  const sessionId = await openSession(ctx, user._id, { ip: '127.0.0.1', userAgent: 'test factory' });
  return { user, token: ctx.tokens.sign({ sub: user.id as string, ver: user.tokenVersion, sid: sessionId }), sessionId };
}

/** Signs another token for a user (a new sign-in session), e.g. after their token version changed. */
export async function signIn(ctx: AppContext, user: UserDocument): Promise<string> {
  const sessionId = await openSession(ctx, user._id, { ip: '127.0.0.1', userAgent: 'test factory' });
  return ctx.tokens.sign({ sub: user.id as string, ver: user.tokenVersion, sid: sessionId });
}
