import type { CommissionChange } from '@nova/protocol';
import type { Commission, Payout } from './model';

/** Facts of the affiliate programme (after commit). The broadcaster tells the referrer; the staff feed shows them. */
export interface AffiliateEvents {
  /** A player registered through a referral link. `version`: the referrer's affiliate account after the change. */
  'affiliate.referred': { referrerId: string; referral: { id: string; username: string; joinedAt: Date }; version: number; at: Date };
  /** A commission was earned, became available or was reversed (the commission as it is now). */
  'affiliate.commissionChanged': { commission: Commission; change: CommissionChange; version: number; at: Date };
  /** A payout was requested, paid or rejected (the payout as it is now). */
  'affiliate.payoutChanged': { payout: Payout; version: number; at: Date };
}
