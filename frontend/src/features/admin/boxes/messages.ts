import { CATALOG_LIMITS, catalogMessageKey, centsToUsd, coinsToUsd, ErrorCode } from '@nova/protocol';
import { i18n } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';

/** The limits each message names, formatted for the active language when shown. */
const LIMIT_VALUES: Partial<Record<string, Record<string, number>>> = {
  nameTooLong: { max: CATALOG_LIMITS.nameMax },
  descriptionTooLong: { max: CATALOG_LIMITS.descriptionMax },
  prizeDescriptionTooLong: { max: CATALOG_LIMITS.prizeDescriptionMax },
  priceTooHigh: { max: Number(coinsToUsd(CATALOG_LIMITS.priceCoinsMax)) },
  valueTooHigh: { max: Number(centsToUsd(CATALOG_LIMITS.valueCentsMax)) },
};

/**
 * A box- or prize-form field message from the shared zod schemas (or the server's VALIDATION_FAILED details),
 * translated: the English texts of CATALOG_MESSAGES map to `admin:catalog.validation.<key>`; anything else is shown as
 * given.
 */
export function catalogFieldMessage(message: string | undefined): string | undefined {
  const key = catalogMessageKey(message);
  if (!key) return message;
  const values = Object.fromEntries(Object.entries(LIMIT_VALUES[key] ?? {}).map(([name, n]) => [name, formatNumber(n)]));
  return i18n.t(`catalog.validation.${key}`, { ns: 'admin', ...values });
}

/** The reason under a failure toast: a version conflict says the box was reloaded; anything else by its code. */
export function catalogFailure(err: unknown): string {
  if (err instanceof ApiError && err.code === ErrorCode.VERSION_CONFLICT) return i18n.t('catalog.toasts.conflict', { ns: 'admin' });
  return errorMessage(err);
}

/** Whether a failure means the editor's copy is out of date (reload the box). */
export const isStale = (err: unknown): boolean =>
  err instanceof ApiError &&
  (err.code === ErrorCode.VERSION_CONFLICT || err.code === ErrorCode.BOX_ARCHIVED || err.code === ErrorCode.NOT_FOUND);

/** What the admin confirms before publishing a box whose expected return to player is outside the shop's bounds. */
export interface RtpQuestion {
  /** The box's return to player, formatted as a percentage ('143.33%'). */
  rtp: string;
  /** The shop's floor, formatted as a percentage. */
  min: string;
  side: 'above' | 'below';
}

const percent = (text: string | undefined) => formatNumber(Number(text) / 100, { style: 'percent', maximumFractionDigits: 2 });

/** The question a 409 RTP_CONFIRMATION_REQUIRED asks (its figures from `details`), or null for any other failure. */
export function rtpQuestion(err: unknown): RtpQuestion | null {
  if (!(err instanceof ApiError) || err.code !== ErrorCode.RTP_CONFIRMATION_REQUIRED || !err.details) return null;
  const { rtpPercent, minPercent, side } = err.details;
  return { rtp: percent(rtpPercent), min: percent(minPercent), side: side === 'below' ? 'below' : 'above' };
}
