import { z } from 'zod';
import { LANGUAGE_CODES, LIMITS, type LanguageCode } from '../constants';

/**
 * Field messages of the auth forms. The server answers VALIDATION_FAILED with these texts in
 * `details`; the dialog shows them through `auth:validation.<key>` (see `authMessageKey`).
 */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  emailTooLong: `Email must be at most ${LIMITS.emailMax} characters`,
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters`,
  passwordRequired: 'Password is required',
  usernameTooShort: `Username must be at least ${LIMITS.usernameMin} characters`,
  usernameTooLong: `Username must be at most ${LIMITS.usernameMax} characters`,
  usernameCharacters: 'Username may only use letters, numbers, dots, dashes and underscores',
  passwordsDontMatch: "Passwords don't match",
  referralCodeInvalid: 'Invalid referral code',
} as const;
export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** The key of a message from AUTH_MESSAGES, or undefined for any other text. */
export function authMessageKey(message: string | undefined): AuthMessageKey | undefined {
  if (!message) return undefined;
  return (Object.keys(AUTH_MESSAGES) as AuthMessageKey[]).find((key) => AUTH_MESSAGES[key] === message);
}

/** Letters (any script), digits, dot, dash and underscore: no spaces, control or markup characters. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
/** Referral codes as issued: upper-case letters and digits. Matching is case-insensitive. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,32}$/;

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .trim()
  .min(LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

/** Usernames are stored NFKC-normalised (compatibility forms such as full-width letters become plain ones). */
export const usernameSchema = z
  .string()
  .trim()
  .transform((name) => name.normalize('NFKC'))
  .pipe(
    z
      .string()
      .min(LIMITS.usernameMin, AUTH_MESSAGES.usernameTooShort)
      .max(LIMITS.usernameMax, AUTH_MESSAGES.usernameTooLong)
      .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameCharacters),
  );

/** One of the shop's languages (the language mail is written in). */
export const languageSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

/** Free text for searches: no control characters (NUL and friends are refused, not passed to the database). */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100)
  .refine((text) => !/\p{Cc}/u.test(text), 'Search text may not contain control characters');

/**
 * An optional referral code from `?ref=`: 4 to 32 letters and digits in any case (upper-cased); blank counts as
 * none. A well-formed code that no player has is refused by the server (REFERRAL_CODE_UNKNOWN).
 */
export const referralCodeSchema = z
  .string()
  .trim()
  .refine((code) => code === '' || /^[A-Za-z0-9]{4,32}$/.test(code), AUTH_MESSAGES.referralCodeInvalid)
  .transform((code) => code.toUpperCase())
  .optional()
  .transform((code) => (code ? code : undefined));

/** `GET /api/auth/google?ref=`: the referral code a new account is attributed to (optional). */
export const googleStartQuerySchema = z.object({ ref: referralCodeSchema }).strict();

/** `POST /api/login` body (both fields trimmed; the email lower-cased). */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginBody = z.infer<typeof loginSchema>;
/** What a client sends to `POST /api/login` (before trimming). */
export type LoginRequest = z.input<typeof loginSchema>;

/** `POST /api/register` body. `ref` is the referral code from the page's `?ref=`. */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  ref: referralCodeSchema,
  /** The language the player uses; mail to them is written in it. */
  language: languageSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerSchema>;
/** What a client sends to `POST /api/register` (before trimming; `ref` optional). */
export type RegisterRequest = z.input<typeof registerSchema>;

/** The dialog's register form: the request body plus `confirmPassword`, which is never sent. */
export const registerFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password.trim() === form.confirmPassword.trim(), {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** The admin login form: an email, and a password that is only required. */
export const adminLoginSchema = z.object({
  email: emailSchema,
  password: z.string().trim().min(1, AUTH_MESSAGES.passwordRequired).max(LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong),
});
export type AdminLoginBody = z.infer<typeof adminLoginSchema>;
