import { CreditCard } from 'lucide-react';
import type { PaymentFeedStatus } from '@nova/protocol';
import type { StaffLineView } from '../staff/lines';

/** The line for each purchase event (coins: credited, or taken back). */
const PAYMENT_TEXT = {
  succeeded: 'events.payment',
  failed: 'events.paymentFailed',
  'refund-requested': 'events.refundRequested',
  'refund-rejected': 'events.refundRejected',
  refunded: 'events.refunded',
  disputed: 'events.disputed',
} as const satisfies Record<PaymentFeedStatus, string>;

/** A payment paid, failed, refund asked or decided, refunded or disputed, in the operations feed. */
export const paymentLine: StaffLineView<'payment'> = {
  icon: CreditCard,
  tone: 'text-emerald-300 bg-emerald-500/15',
  describe: (e, { t, money, coins }) => ({
    text: t(PAYMENT_TEXT[e.status], { username: e.username, coins: coins(Math.abs(e.coins)) }),
    detail: t('events.paymentAmount', { amount: money(e.amount) }),
  }),
};
