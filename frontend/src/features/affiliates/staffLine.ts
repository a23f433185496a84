import { Handshake } from 'lucide-react';
import type { AffiliateFeedAction } from '@nova/protocol';
import type { StaffLineView } from '../staff/lines';

/** The line for each affiliate programme fact. */
const AFFILIATE_TEXT = {
  attributed: 'events.affiliateAttributed',
  'commission-earned': 'events.affiliateCommissionEarned',
  'commission-available': 'events.affiliateCommissionAvailable',
  'commission-reversed': 'events.affiliateCommissionReversed',
  'payout-requested': 'events.affiliatePayoutRequested',
  'payout-paid': 'events.affiliatePayoutPaid',
  'payout-rejected': 'events.affiliatePayoutRejected',
} as const satisfies Record<AffiliateFeedAction, string>;

/** An attribution, a commission or a payout request of the affiliate programme, in the operations feed. */
export const affiliateLine: StaffLineView<'affiliate'> = {
  icon: Handshake,
  tone: 'text-teal-300 bg-teal-500/15',
  describe: (e, { t, money }) => {
    const text = t(AFFILIATE_TEXT[e.action], { username: e.username, referral: e.referral ?? '' });
    if (e.amount === null) return { text, detail: null };
    if (e.method === null) return { text, detail: t('events.affiliateAmount', { amount: money(e.amount) }) };
    return { text, detail: t('events.affiliatePayoutAmount', { amount: money(e.amount), method: t(`payoutMethods.${e.method}`) }) };
  },
};
