import type { AdminUserDto, ProfileDto, UserDto } from '@nova/protocol';
import type { UserDocument } from './model';

/** The only way a user document reaches the wire. Never includes secrets. */
export function presentUser(user: UserDocument): UserDto {
  return {
    id: user.id as string,
    username: user.username,
    email: user.email,
    balance: user.balance,
    balanceVersion: user.balanceVersion ?? 0,
    role: user.role,
    isAdmin: user.role === 'admin',
    consecutivePlays: user.consecutivePlays,
    totalSpent: user.totalSpent,
    experiencePoints: user.experiencePoints,
    freeBoxLevel: user.freeBoxLevel,
    lastFreeBoxClaim: user.lastFreeBoxClaim ? user.lastFreeBoxClaim.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerified ?? false,
  };
}

/** Progress fields for the dashboard and free boxes (`GET /api/user/profile`). */
export function presentProfile(user: UserDocument): ProfileDto {
  return {
    balance: user.balance,
    balanceVersion: user.balanceVersion ?? 0,
    consecutivePlays: user.consecutivePlays,
    totalSpent: user.totalSpent,
    experiencePoints: user.experiencePoints,
    freeBoxLevel: user.freeBoxLevel,
    lastFreeBoxClaim: user.lastFreeBoxClaim ? user.lastFreeBoxClaim.toISOString() : null,
  };
}

/** A user as admins see it: the player view plus account state. Never the password hash or Google subject. */
export function presentAdminUser(user: UserDocument): AdminUserDto {
  return {
    ...presentUser(user),
    banned: user.banned,
    hasPassword: Boolean(user.passwordHash),
    googleLinked: Boolean(user.googleSubject),
    referralCode: user.referralCode,
  };
}
