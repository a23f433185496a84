import type { TFunction } from 'i18next';
import {
  AlertTriangle,
  Coins,
  CreditCard,
  Gem,
  Gift,
  HandCoins,
  Handshake,
  Package,
  ShieldAlert,
  Swords,
  Star,
  ShieldCheck,
  Ticket,
  Trophy,
  Truck,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { AffiliateFeedAction, PaymentFeedStatus, StaffEventDto, StaffEventKind } from '@nova/protocol';

export interface Described {
  text: string;
  detail: string | null;
}

/** Icon and colour per kind. */
export const KIND_STYLE: Record<StaffEventKind, { icon: LucideIcon; tone: string }> = {
  signup: { icon: UserPlus, tone: 'text-sky-300 bg-sky-500/15' },
  opening: { icon: Package, tone: 'text-accent-soft bg-accent/15' },
  'big-win': { icon: Gem, tone: 'text-gold bg-gold/15' },
  battle: { icon: Swords, tone: 'text-rose-300 bg-rose-500/15' },
  resale: { icon: HandCoins, tone: 'text-emerald-300 bg-emerald-500/15' },
  shipment: { icon: Truck, tone: 'text-cyan-300 bg-cyan-500/15' },
  claim: { icon: Gift, tone: 'text-pink-300 bg-hot/15' },
  review: { icon: Star, tone: 'text-amber-300 bg-amber-500/15' },
  payment: { icon: CreditCard, tone: 'text-emerald-300 bg-emerald-500/15' },
  affiliate: { icon: Handshake, tone: 'text-teal-300 bg-teal-500/15' },
  grant: { icon: Coins, tone: 'text-gold bg-gold/15' },
  payout: { icon: Trophy, tone: 'text-gold bg-gold/15' },
  ticket: { icon: Ticket, tone: 'text-sky-300 bg-sky-500/15' },
  admin: { icon: ShieldCheck, tone: 'text-violet-300 bg-violet-500/15' },
  'rate-limit': { icon: ShieldAlert, tone: 'text-orange-300 bg-orange-500/15' },
  error: { icon: AlertTriangle, tone: 'text-danger bg-danger/15' },
};

/** The line for each purchase event (coins: credited, or taken back). */
const PAYMENT_TEXT = {
  succeeded: 'events.payment',
  failed: 'events.paymentFailed',
  'refund-requested': 'events.refundRequested',
  'refund-rejected': 'events.refundRejected',
  refunded: 'events.refunded',
  disputed: 'events.disputed',
} as const satisfies Record<PaymentFeedStatus, string>;

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

/**
 * One line of the operations feed in the active language; money and coins through the display formatters, audited
 * staff actions by their names in the `admin` namespace (`ta`).
 */
export function describeStaffEvent(
  e: StaffEventDto,
  t: TFunction<'staff'>,
  ta: TFunction<'admin'>,
  money: (usd: number | string) => string,
  coins: (n: number) => string,
): Described {
  switch (e.kind) {
    case 'signup':
      return {
        text: t(e.method === 'google' ? 'events.signupGoogle' : 'events.signup', { username: e.username }),
        detail: e.referred ? t('events.referred') : null,
      };
    case 'opening':
      return {
        text: t('events.opening', { username: e.username, box: e.boxName, prize: e.isWin ? e.prizeName : t('nothing') }),
        detail: t('events.openingDetail', { price: coins(e.pricePaid), value: money(e.valueInUSD) }),
      };
    case 'big-win':
      return {
        text: t('events.bigWin', { username: e.username, prize: e.prizeName, value: money(e.valueInUSD), box: e.boxName }),
        detail: null,
      };
    case 'battle': {
      const words = { username: e.username, mode: e.mode, coins: coins(e.seatPriceCoins), value: money(e.valueInUSD ?? '0.00') };
      if (e.action === 'created') return { text: t('events.battleCreated', words), detail: null };
      if (e.action === 'cancelled') return { text: t('events.battleCancelled', words), detail: e.staff ? t('events.battleCancelledBy', { staff: e.staff }) : null };
      const winners = e.winners ?? [];
      return {
        text: winners.length ? t('events.battleFinished', { ...words, winner: winners.join(', ') }) : t('events.battleFinishedHouse', words),
        detail: null,
      };
    }
    case 'resale':
      return { text: t('events.resale', { username: e.username, coins: coins(e.coins) }), detail: null };
    case 'shipment':
      return {
        text: t('events.shipment', { username: e.username, status: t(`shipmentStatus.${e.status}`) }),
        detail: e.trackingNumber ? t('events.tracking', { number: e.trackingNumber }) : null,
      };
    case 'claim':
      return {
        text: t(e.claim === 'daily-bonus' ? 'events.claimDaily' : 'events.claimFree', { username: e.username, coins: coins(e.coins) }),
        detail: null,
      };
    case 'review': {
      const words = { author: e.author, staff: e.staff ?? '', rating: e.rating };
      const key =
        e.action === 'hidden'
          ? 'events.reviewHidden'
          : e.action === 'unhidden'
            ? 'events.reviewUnhidden'
            : e.staff
              ? 'events.reviewAdded'
              : 'events.reviewWritten';
      return { text: t(key, words), detail: e.verified ? t('events.verified') : null };
    }
    case 'payment':
      return {
        text: t(PAYMENT_TEXT[e.status], { username: e.username, coins: coins(Math.abs(e.coins)) }),
        detail: t('events.paymentAmount', { amount: money(e.amount) }),
      };
    case 'affiliate': {
      const text = t(AFFILIATE_TEXT[e.action], { username: e.username, referral: e.referral ?? '' });
      if (e.amount === null) return { text, detail: null };
      if (e.method === null) return { text, detail: t('events.affiliateAmount', { amount: money(e.amount) }) };
      return { text, detail: t('events.affiliatePayoutAmount', { amount: money(e.amount), method: t(`payoutMethods.${e.method}`) }) };
    }
    case 'grant':
      return {
        text: t('events.grant', { username: e.username, coins: coins(e.coins) }),
        detail: e.reason ? t('events.reason', { reason: e.reason }) : null,
      };
    case 'payout':
      return { text: t('events.payout', { day: e.day, coins: coins(e.coins), winners: e.winners }), detail: null };
    case 'ticket':
      return { text: t('events.ticket', { name: e.name, subject: e.subject }), detail: e.email };
    case 'admin':
      return {
        text: t('events.admin', {
          actor: e.actor.username,
          action: ta(`audit.actions.${e.action}`),
          target: `${ta(`audit.targets.${e.target.type}`)} ${e.target.label}`,
        }),
        detail: e.reason ? t('events.reason', { reason: e.reason }) : null,
      };
    case 'rate-limit': {
      // One line per subject and minute: the first refusal at once, then the window's total.
      const words = { action: t(`actions.${e.action}`, { defaultValue: e.action }), subject: e.subject, scope: t(`scope.${e.scope}`) };
      return {
        text: e.count > 1 ? t('events.rateLimitCount', { ...words, count: e.count }) : t('events.rateLimit', words),
        detail: e.retryAfterSeconds !== null ? t('events.retryAfter', { seconds: e.retryAfterSeconds }) : null,
      };
    }
    case 'error':
      return { text: t('events.error', { where: t(`where.${e.where}`), code: e.code }), detail: e.detail };
  }
}
