import { z } from 'zod';
import { LIMITS } from '../constants';
import { AUTH_MESSAGES, emailSchema, languageSchema, passwordSchema } from './auth';

/** The current password sent with an account change: only required, any length (old passwords may be shorter). */
export const currentPasswordSchema = z
  .string()
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

/** `POST /api/account/password`: the current password and the new one. */
export const changePasswordSchema = z.object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema }).strict();
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;

/** The account page's password form: the body plus a confirmation that is never sent. */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword.trim() === form.confirmPassword.trim(), {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** `POST /api/account/email`: the new address (a link is sent to it) and, for password accounts, the password. */
export const changeEmailSchema = z
  .object({ email: emailSchema, currentPassword: currentPasswordSchema.optional(), language: languageSchema.optional() })
  .strict();
export type ChangeEmailBody = z.infer<typeof changeEmailSchema>;
export type ChangeEmailForm = z.input<typeof changeEmailSchema>;

/** `POST /api/account/verification`: send the verification link again (in this language, when given). */
export const resendVerificationSchema = z.object({ language: languageSchema.optional() }).strict();

/** A verification token as sent in mail links: 32 random bytes, base64url. */
export const verificationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid verification token');

/** `POST /api/verify-email`: the token from the link. */
export const verifyEmailSchema = z.object({ token: verificationTokenSchema }).strict();

/** `DELETE /api/account`: the password (password accounts) and the typed confirmation word. */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';
export const deleteAccountSchema = z
  .object({ currentPassword: currentPasswordSchema.optional(), confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION) })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountSchema>;
