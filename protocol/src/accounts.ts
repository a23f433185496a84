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

/** The success texts of spec 000 §8, sent as `message` (the dialog shows its own translated toast). */
export const AUTH_SUCCESS_MESSAGES = {
  login: 'Successfully logged in.',
  register: 'Account created successfully.',
} as const;

/** How long a link token (`/?token=`) may be exchanged, in seconds; it works once. */
export const LINK_TOKEN_TTL_SECONDS = 120;
