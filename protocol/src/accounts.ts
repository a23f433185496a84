import type { UserDto } from './dto';

/** `POST /api/login` and `POST /api/register`: a session token, its user, and the success text. */
export interface AuthResponseDto {
  token: string;
  user: UserDto;
  message: string;
}

/** `POST /api/verify-token`: a link token exchanged for a session. */
export interface SessionDto {
  token: string;
  user: UserDto;
}

/** `GET /api/user/profile`: progress fields for free boxes and the dashboard. */
export interface ProfileDto {
  balance: number;
  /** The balance version `balance` was read at (apply only if newer than the one held). */
  balanceVersion: number;
  consecutivePlays: number;
  totalSpent: number;
  experiencePoints: number;
  freeBoxLevel: number;
  lastFreeBoxClaim: string | null;
}

/** A user as admins see it in the user list. */
export interface AdminUserDto extends UserDto {
  banned: boolean;
  /** Whether the account can sign in with a password. */
  hasPassword: boolean;
  /** Whether a Google account is linked. */
  googleLinked: boolean;
  referralCode: string | null;
}

/** `GET /api/admin/users`: one page of users, newest first. */
export interface AdminUserPageDto {
  users: AdminUserDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** The success texts of the account routes, sent as `message` (the dialog shows its own translated toast). */
export const AUTH_SUCCESS_MESSAGES = {
  login: 'Successfully logged in.',
  register: 'Account created successfully.',
} as const;

/** How long a link token (`/?token=`) may be exchanged, in seconds; it works once. */
export const LINK_TOKEN_TTL_SECONDS = 120;

/** `GET /api/account`: the signed-in user with what the account page needs. */
export interface AccountDto {
  user: UserDto;
  /** A new address waiting for its verification link, or null. */
  pendingEmail: string | null;
  /** Whether the account can sign in with a password. */
  hasPassword: boolean;
  /** Whether a Google account is linked. */
  googleLinked: boolean;
}

/** One sign-in session in `GET /api/account/sessions` (newest first). */
export interface SessionInfoDto {
  id: string;
  /** The browser's user agent at sign-in (trimmed), or null. */
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

/** `POST /api/verify-email`: the confirmed address. */
export interface EmailVerifiedDto {
  email: string;
  emailVerified: true;
}

/** `POST /api/auth/google/link`: where to send the browser to connect a Google account. */
export interface GoogleLinkStartDto {
  url: string;
}

/** How long an email verification link works, in seconds (24 hours). */
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 3600;
