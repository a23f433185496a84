import { SIMULATOR_LIMITS, simulatorMessageKey } from '@nova/protocol';
import { i18n } from '../../i18n';
import { formatNumber } from '../../i18n/format';

/** A ratio as a percentage: 0.8123 -> '81.23%' (digits after the point as given). */
export const formatPercent = (ratio: number, digits = 2): string =>
  formatNumber(ratio, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });

const LIMIT_VALUES: Record<string, number> = {
  openingsRange: SIMULATOR_LIMITS.openingsMax,
  sessionLengthRange: SIMULATOR_LIMITS.sessionLengthMax,
};

/** A settings-form message from the protocol schema, translated (`simulator:validation.<key>`); other text as given. */
export function simulatorFieldMessage(message: string | undefined): string | undefined {
  const key = simulatorMessageKey(message);
  if (!key) return message;
  const max = LIMIT_VALUES[key];
  return i18n.t(`validation.${key}`, { ns: 'simulator', max: max === undefined ? '' : formatNumber(max) });
}
