import { ErrorCode, TWO_FACTOR_MESSAGES, type TwoFactorMessageKey } from '@nova/protocol';
import { i18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';

/** A two-factor form field's message (the protocol schema's, or the server's VALIDATION_FAILED detail), translated. */
export function codeFieldMessage(message: string | undefined): string | undefined {
  const key = (Object.keys(TWO_FACTOR_MESSAGES) as TwoFactorMessageKey[]).find((k) => TWO_FACTOR_MESSAGES[k] === message);
  return key ? i18n.t(`validation.${key}`, { ns: 'twoFactor' }) : message;
}

/** Codes whose message belongs under the code field rather than in a toast. */
const ABOUT_THE_CODE: ReadonlySet<ErrorCode | undefined> = new Set([ErrorCode.TWO_FACTOR_CODE_INVALID, ErrorCode.RATE_LIMITED]);

/** The message to show under the code field for a failed request, or null when it is not about the code. */
export function codeErrorOf(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (ABOUT_THE_CODE.has(err.code)) return errorMessage(err);
  if (err.code === ErrorCode.VALIDATION_FAILED && err.details?.['code']) return codeFieldMessage(err.details['code']) ?? null;
  return null;
}
