import type { UserDto } from '@nova/protocol';
import type { UserDocument } from './model';

/** The only way a user document reaches the wire. Never includes secrets. */
export function presentUser(user: UserDocument): UserDto {
  return {
    id: user.id as string,
    username: user.username,
    email: user.email,
    balance: user.balance,
    role: user.role,
    isAdmin: user.role === 'admin',
    consecutivePlays: user.consecutivePlays,
    totalSpent: user.totalSpent,
    experiencePoints: user.experiencePoints,
    freeBoxLevel: user.freeBoxLevel,
    lastFreeBoxClaim: user.lastFreeBoxClaim ? user.lastFreeBoxClaim.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}
