import { LIMITS, coinsMessageKey, winnerMessageKey } from '@nova/protocol';
import { i18n } from '../../i18n';
import { formatNumber } from '../../i18n/format';

/** The limits the coin messages name, formatted for the active language when shown. */
const COIN_LIMITS = {
  amountTooSmall: { min: LIMITS.grantMin },
  amountTooLarge: { max: LIMITS.grantMax },
  reasonTooLong: { max: LIMITS.coinsReasonMax },
} as const satisfies Partial<Record<string, Record<string, number>>>;

const formatted = (values: Record<string, number> | undefined) =>
  Object.fromEntries(Object.entries(values ?? {}).map(([name, n]) => [name, formatNumber(n)]));

/**
 * A coin-dialog field message from the protocol's schema (or the server's VALIDATION_FAILED details), translated:
 * the texts of COINS_MESSAGES map to `admin:users.coins.validation.<key>`; anything else is shown as given.
 */
export function coinsFieldMessage(message: string | undefined): string | undefined {
  const key = coinsMessageKey(message);
  if (!key) return message;
  const limits: Record<string, Record<string, number>> = COIN_LIMITS;
  return i18n.t(`users.coins.validation.${key}`, { ns: 'admin', ...formatted(limits[key]) });
}

/** An Add winner field message, translated the same way (`admin:winners.validation.<key>`). */
export function winnerFieldMessage(message: string | undefined): string | undefined {
  const key = winnerMessageKey(message);
  return key ? i18n.t(`winners.validation.${key}`, { ns: 'admin' }) : message;
}
