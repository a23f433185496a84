import { z } from 'zod';
import { AUTH_MESSAGES, emailSchema, languageSchema, passwordSchema } from './auth';

/** How long a password reset link works, in seconds (it works once). */
export const PASSWORD_RESET_TOKEN_TTL_SECONDS = 30 * 60;

/**
 * A reset token as mailed: 32 random bytes, base64url. The link is `/reset-password?code=<token>` (`token` in the
 * address names sign-in links, which the app exchanges on any page).
 */
export const passwordResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid password reset link');

/** `POST /api/password-reset`: the address to mail a link to, and the language of the page that asked. Always 202. */
export const passwordResetRequestSchema = z.object({ email: emailSchema, language: languageSchema.optional() }).strict();
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestSchema>;
/** What a client sends to `POST /api/password-reset` (before trimming). */
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** `POST /api/password-reset/confirm`: the token from the link and the new password (the registration rules). */
export const passwordResetConfirmSchema = z.object({ token: passwordResetTokenSchema, password: passwordSchema }).strict();
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmSchema>;

/** The reset page's form: the new password and its confirmation, which is never sent. */
export const passwordResetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password.trim() === form.confirmPassword.trim(), {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type PasswordResetForm = z.input<typeof passwordResetFormSchema>;

/** The "Forgot password?" form: the address only. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/** `POST /api/password-reset/confirm` (200): the account whose password was set; the client signs in with it. */
export const passwordResetDoneDtoSchema = z.object({ email: z.string() }).strict();
export type PasswordResetDoneDto = z.infer<typeof passwordResetDoneDtoSchema>;
