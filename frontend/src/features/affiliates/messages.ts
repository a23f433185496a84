import { AFFILIATE_MESSAGES, centsToUsd, AFFILIATE_RULES, type AffiliateMessageKey } from '@nova/protocol';
import { fieldMessage } from '../../auth/messages';
import { formatCurrencyAmount } from '../../currency';
import { i18n } from '../../i18n';

const usd = (cents: number) => formatCurrencyAmount(Number(centsToUsd(cents)), 'USD');

/**
 * A form field's message in the active language: the affiliate forms' own (AFFILIATE_MESSAGES, shared with the
 * server) under `affiliates:validation.*`, the email field's through the sign-up translations; anything else as is.
 */
export function affiliateFieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = (Object.keys(AFFILIATE_MESSAGES) as AffiliateMessageKey[]).find((k) => AFFILIATE_MESSAGES[k] === message);
  if (!key) return fieldMessage(message);
  return i18n.t(`validation.${key}`, {
    ns: 'affiliates',
    min: AFFILIATE_RULES.codeMin,
    max: AFFILIATE_RULES.codeMax,
    amount: usd(AFFILIATE_RULES.minPayoutCents),
  });
}
