import { LEADERBOARD_LIMITS, leaderboardMessageKey, type LeaderboardMessageKey } from '@nova/protocol';
import { formatCurrencyAmount } from '../../../currency';
import { i18n } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';

/** The limit each message names, formatted for the active language when shown. */
const LIMITS: Partial<Record<LeaderboardMessageKey, () => string>> = {
  nameTooLong: () => formatNumber(LEADERBOARD_LIMITS.nameMax),
  descriptionTooLong: () => formatNumber(LEADERBOARD_LIMITS.descriptionMax),
  tooManyPositions: () => formatNumber(LEADERBOARD_LIMITS.positionsMax),
  amountTooLarge: () => formatCurrencyAmount(LEADERBOARD_LIMITS.totalPrizeMaxUsd, 'USD'),
};

/**
 * A settings-form field message from the shared zod schema (or the server's VALIDATION_FAILED details), translated:
 * the English texts of LEADERBOARD_MESSAGES map to `admin:leaderboard.validation.<key>`; anything else is shown as
 * given.
 */
export function leaderboardFieldMessage(message: string | undefined): string | undefined {
  const key = leaderboardMessageKey(message);
  if (!key) return message;
  return i18n.t(`leaderboard.validation.${key}`, { ns: 'admin', max: LIMITS[key]?.() });
}
