import { randomBytes } from 'node:crypto';
import type { Role } from '@nova/protocol';
import type { AppContext } from '../src/context';
import { UserModel, type User, type UserDocument } from '../src/users/model';

let counter = 0;

/**
 * Inserts a user directly (no HTTP) and signs a session token for it. Overrides are stored as given,
 * e.g. `{ balance: 5000, role: 'admin' }`. A password hash is not set: use the register route for that.
 */
export async function buildUser(
  ctx: AppContext,
  overrides: Partial<Omit<User, 'createdAt' | 'updatedAt'>> & { role?: Role } = {},
): Promise<{ user: UserDocument; token: string }> {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  const username = overrides.username ?? `player${suffix}`;
  const user = await UserModel.create({
    username,
    usernameKey: username.toLowerCase(),
    email: `${username.toLowerCase()}@test.example`,
    ...overrides,
  });
  return { user, token: ctx.tokens.sign({ sub: user.id as string, ver: user.tokenVersion }) };
}
