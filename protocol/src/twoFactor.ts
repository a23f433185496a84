import { z } from 'zod';
import { authResponseDtoSchema, sessionDtoSchema } from './accounts';
import type { Role } from './constants';
import { currentPasswordSchema } from './schemas/account';
import { iso } from './schemas/fields';

/**
 * Two-factor sign-in with time-based one-time codes (TOTP, RFC 6238) and single-use recovery codes. The rules are in
 * docs/accounts.md ("Two-factor sign-in").
 */
export const TWO_FACTOR = {
  /** Digits of an authenticator code. */
  digits: 6,
  /** Seconds per code (the time step). */
  periodSeconds: 30,
  /** Steps accepted on either side of the current one (clock drift between the phone and the server). */
  driftSteps: 1,
  /** Recovery codes made at a time; each works once. */
  recoveryCodeCount: 10,
  /** Characters of a recovery code (shown as two groups of five). */
  recoveryCodeLength: 10,
  /** How long a sign-in challenge may be answered, in seconds. */
  challengeTtlSeconds: 300,
  /** Codes one challenge may try; after that the sign-in starts again with the password. */
  challengeAttempts: 5,
  /** How long a started setup waits for its first code, in seconds. */
  setupTtlSeconds: 900,
} as const;

/** The roles STAFF_TWO_FACTOR=required applies to (staff: they grant coins, claw back, approve payouts). */
export const STAFF_ROLES_WITH_TWO_FACTOR: readonly Role[] = ['support', 'admin'];

/** Recovery codes use letters and digits that cannot be mistaken for one another (no 0/O, 1/I). */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Field messages of the two-factor forms; the front end shows them translated (`twoFactor:validation.<key>`). */
export const TWO_FACTOR_MESSAGES = {
  codeInvalid: 'Enter the 6-digit code from your authenticator app or one of your recovery codes',
  totpInvalid: 'Enter the 6-digit code from your authenticator app',
} as const;
export type TwoFactorMessageKey = keyof typeof TWO_FACTOR_MESSAGES;

/** Drops the spaces and dashes people type or paste inside a code, and upper-cases it. */
export const normalizeTwoFactorCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

const TOTP_PATTERN = new RegExp(`^\\d{${TWO_FACTOR.digits}}$`);
const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${TWO_FACTOR.recoveryCodeLength}}$`);

/** True for a normalized authenticator code (six digits). */
export const isTotpCode = (code: string): boolean => TOTP_PATTERN.test(code);
/** True for a normalized recovery code. */
export const isRecoveryCode = (code: string): boolean => RECOVERY_PATTERN.test(code);

/** An authenticator code (setup's first code): six digits, spaces allowed. */
export const totpCodeSchema = z
  .string()
  .max(32, TWO_FACTOR_MESSAGES.totpInvalid)
  .transform(normalizeTwoFactorCode)
  .refine(isTotpCode, TWO_FACTOR_MESSAGES.totpInvalid);

/** An authenticator code or a recovery code (sign-in, turning off, new recovery codes). */
export const twoFactorCodeSchema = z
  .string()
  .max(32, TWO_FACTOR_MESSAGES.codeInvalid)
  .transform(normalizeTwoFactorCode)
  .refine((code) => isTotpCode(code) || isRecoveryCode(code), TWO_FACTOR_MESSAGES.codeInvalid);

/** A sign-in challenge as issued: 32 random bytes, base64url. */
export const twoFactorChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid sign-in challenge');

/** `POST /api/login/2fa`: the challenge from the password step and a code. */
export const twoFactorLoginSchema = z.object({ challenge: twoFactorChallengeSchema, code: twoFactorCodeSchema }).strict();
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginSchema>;
/** What a client sends to `POST /api/login/2fa` (the code as typed). */
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginSchema>;

/** `POST /api/account/two-factor/enable`: the password (password accounts) and the first code from the app. */
export const twoFactorEnableSchema = z.object({ currentPassword: currentPasswordSchema.optional(), code: totpCodeSchema }).strict();
export type TwoFactorEnableBody = z.infer<typeof twoFactorEnableSchema>;

/** `POST /api/account/two-factor/disable` and `/recovery-codes`: the password (password accounts) and a code. */
export const twoFactorConfirmSchema = z.object({ currentPassword: currentPasswordSchema.optional(), code: twoFactorCodeSchema }).strict();
export type TwoFactorConfirmBody = z.infer<typeof twoFactorConfirmSchema>;
/** What a client sends to enable, disable or renew recovery codes (the code as typed). */
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmSchema>;

/** The answer of a password (or Google) step when the account has two-factor on: no session yet. */
export const twoFactorChallengeDtoSchema = z
  .object({ twoFactorRequired: z.literal(true), challenge: twoFactorChallengeSchema, expiresAt: iso })
  .strict();
export type TwoFactorChallengeDto = z.infer<typeof twoFactorChallengeDtoSchema>;

/** `POST /api/login`: a session, or a challenge to answer with a code. */
export const loginAnswerDtoSchema = z.union([authResponseDtoSchema, twoFactorChallengeDtoSchema]);
export type LoginAnswerDto = z.infer<typeof loginAnswerDtoSchema>;

/** `POST /api/verify-token`: a session, or (Google sign-in to an account with two-factor on) a challenge. */
export const linkExchangeDtoSchema = z.union([sessionDtoSchema, twoFactorChallengeDtoSchema]);
export type LinkExchangeDto = z.infer<typeof linkExchangeDtoSchema>;

/** True when a sign-in answer asks for a code instead of starting a session. */
export const isTwoFactorChallenge = (answer: unknown): answer is TwoFactorChallengeDto =>
  typeof answer === 'object' && answer !== null && (answer as { twoFactorRequired?: unknown }).twoFactorRequired === true;

/** `GET /api/account/two-factor`. */
export const twoFactorStatusDtoSchema = z
  .object({
    enabled: z.boolean(),
    /** This account must have it before using staff pages (a staff role while STAFF_TWO_FACTOR is `required`). */
    required: z.boolean(),
    enabledAt: iso.nullable(),
    /** Unused recovery codes. */
    recoveryCodesLeft: z.number().int().nonnegative(),
  })
  .strict();
export type TwoFactorStatusDto = z.infer<typeof twoFactorStatusDtoSchema>;

/** `POST /api/account/two-factor/setup`: the new secret, as a QR code and as text, until `expiresAt`. */
export const twoFactorSetupDtoSchema = z
  .object({
    /** Base32, for typing into the app by hand. */
    secret: z.string().regex(/^[A-Z2-7]+$/),
    /** The `otpauth://totp/...` address the QR code holds. */
    otpauthUrl: z.string().startsWith('otpauth://totp/'),
    /** The QR code as an SVG data URL. */
    qrCode: z.string().startsWith('data:image/svg+xml'),
    expiresAt: iso,
  })
  .strict();
export type TwoFactorSetupDto = z.infer<typeof twoFactorSetupDtoSchema>;

/** The recovery codes, shown once (enabling, or asking for new ones). */
export const recoveryCodesDtoSchema = z
  .object({ recoveryCodes: z.array(z.string().regex(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)).length(TWO_FACTOR.recoveryCodeCount) })
  .strict();
export type RecoveryCodesDto = z.infer<typeof recoveryCodesDtoSchema>;
