import { z } from 'zod';
import { ROLES } from './constants';
import { userDtoSchema } from './dto';
import { iso } from './schemas/fields';

const count = z.number().int().nonnegative();

/** `POST /api/login` and `POST /api/register`: a session token, its user, and the success text. */
export const authResponseDtoSchema = z.object({ token: z.string().min(1), user: userDtoSchema, message: z.string() }).strict();
export type AuthResponseDto = z.infer<typeof authResponseDtoSchema>;

/** `POST /api/verify-token`: a link token exchanged for a session. */
export const sessionDtoSchema = z.object({ token: z.string().min(1), user: userDtoSchema }).strict();
export type SessionDto = z.infer<typeof sessionDtoSchema>;

/** `GET /api/user/profile`: progress fields for free boxes and the dashboard. */
export const profileDtoSchema = z
  .object({
    balance: z.number().int(),
    /** The balance version `balance` was read at (apply only if newer than the one held). */
    balanceVersion: count,
    consecutivePlays: count,
    totalSpent: count,
    experiencePoints: z.number().nonnegative(),
    freeBoxLevel: count,
    lastFreeBoxClaim: iso.nullable(),
  })
  .strict();
export type ProfileDto = z.infer<typeof profileDtoSchema>;

/** A user as admins see it in the user list. */
export const adminUserDtoSchema = userDtoSchema
  .extend({
    banned: z.boolean(),
    /** Whether the account can sign in with a password. */
    hasPassword: z.boolean(),
    /** Whether a Google account is linked. */
    googleLinked: z.boolean(),
    referralCode: z.string().nullable(),
  })
  .strict();
export type AdminUserDto = z.infer<typeof adminUserDtoSchema>;

/** `GET /api/admin/users`: one page of users, newest first. */
export const adminUserPageDtoSchema = z
  .object({ users: z.array(adminUserDtoSchema), total: count, page: z.number().int().positive(), pageSize: z.number().int().positive() })
  .strict();
export type AdminUserPageDto = z.infer<typeof adminUserPageDtoSchema>;

/** The success texts of the account routes, sent as `message` (the dialog shows its own translated toast). */
export const AUTH_SUCCESS_MESSAGES = {
  login: 'Successfully logged in.',
  register: 'Account created successfully.',
} as const;

/** How long a link token (`/?token=`) may be exchanged, in seconds; it works once. */
export const LINK_TOKEN_TTL_SECONDS = 120;

/** `GET /api/account` (and `POST /api/account/email`, 202): the signed-in user with what the account page needs. */
export const accountDtoSchema = z
  .object({
    user: userDtoSchema,
    /** A new address waiting for its verification link, or null. */
    pendingEmail: z.string().nullable(),
    /** Whether the account can sign in with a password. */
    hasPassword: z.boolean(),
    /** Whether a Google account is linked. */
    googleLinked: z.boolean(),
  })
  .strict();
export type AccountDto = z.infer<typeof accountDtoSchema>;

/** One sign-in session in `GET /api/account/sessions` (newest first). */
export const sessionInfoDtoSchema = z
  .object({
    id: z.string().min(1),
    /** The browser's user agent at sign-in (trimmed), or null. */
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: iso,
    lastSeenAt: iso,
    /** The session of the request that asked. */
    current: z.boolean(),
  })
  .strict();
export type SessionInfoDto = z.infer<typeof sessionInfoDtoSchema>;

/** `POST /api/verify-email`: the confirmed address. */
/** `welcomeCoins`: the coins this verification granted (the once-per-account welcome), 0 when none. */
export const emailVerifiedDtoSchema = z
  .object({ email: z.string(), emailVerified: z.literal(true), welcomeCoins: z.number().int().nonnegative() })
  .strict();
export type EmailVerifiedDto = z.infer<typeof emailVerifiedDtoSchema>;

/** `POST /api/auth/google/link`: where to send the browser to connect a Google account. */
export const googleLinkStartDtoSchema = z.object({ url: z.url() }).strict();
export type GoogleLinkStartDto = z.infer<typeof googleLinkStartDtoSchema>;

/** How long an email verification link works, in seconds (24 hours). */
export const VERIFICATION_TOKEN_TTL_SECONDS = 24 * 3600;

/**
 * `account:roleChanged`, to every socket of the user whose role an admin changed (room `user:<id>`; reliable). The
 * session stays signed in with the new role's rights; the user's sockets reconnect at once to take them up.
 */
export const accountRoleChangedSchema = z.object({ role: z.enum(ROLES), previousRole: z.enum(ROLES), at: iso }).strict();
export type AccountRoleChanged = z.infer<typeof accountRoleChangedSchema>;
