import { Types } from 'mongoose';
import {
  affiliateTierFor,
  type AdminAffiliatePayoutDto,
  type AdminAffiliatePayoutsQuery,
  type AffiliateProgrammeDto,
  type PageDto,
} from '@nova/protocol';
import type { AppContext } from '../context';
import { usernames } from '../users/directory';
import { referralCodes, referralTotals } from '../users/referrals';
import { AffiliateAccountModel, CommissionModel, PayoutModel, type AffiliateAccount, type Payout } from './model';
import { presentAdminPayout } from './presenter';
import { activeReferralsOf } from './tiers';

/** How many affiliates the admins' top list shows. */
export const TOP_AFFILIATES = 10;

type StatusSum = { _id: string; count: number; cents: number };
const BY_STATUS = [{ $group: { _id: '$status', count: { $sum: 1 }, cents: { $sum: '$amountCents' } } }];
const byStatus = (rows: StatusSum[]) => (status: string) => rows.find((r) => r._id === status) ?? { count: 0, cents: 0 };

/** The programme's totals and its leading affiliates (by commission earned), computed from what is stored. */
export async function affiliateProgramme(ctx: AppContext): Promise<AffiliateProgrammeDto> {
  const [referrals, commissionRows, payoutRows, leaders] = await Promise.all([
    referralTotals(),
    CommissionModel.aggregate<StatusSum>(BY_STATUS),
    PayoutModel.aggregate<StatusSum>(BY_STATUS),
    AffiliateAccountModel.find({ earnedCents: { $gt: 0 } })
      .sort({ earnedCents: -1, _id: 1 })
      .limit(TOP_AFFILIATES)
      .lean<AffiliateAccount[]>(),
  ]);
  const ids = leaders.map((a) => a._id);
  const [names, codes, active] = await Promise.all([usernames(ids), referralCodes(ids), activeReferralsOf(ids, ctx.clock.now())]);
  const c = byStatus(commissionRows);
  const p = byStatus(payoutRows);
  return {
    affiliates: referrals.referrers,
    referrals: referrals.referrals,
    commissions: {
      count: c('pending').count + c('available').count + c('reversed').count,
      pendingCents: c('pending').cents,
      availableCents: c('available').cents,
      reversedCents: c('reversed').cents,
      earnedCents: c('pending').cents + c('available').cents,
    },
    payouts: {
      requestedCount: p('requested').count,
      requestedCents: p('requested').cents,
      paidCount: p('paid').count,
      paidCents: p('paid').cents,
      rejectedCount: p('rejected').count,
    },
    top: leaders.map((a) => {
      const id = a._id.toHexString();
      const count = active.get(id) ?? 0;
      return {
        userId: id,
        username: names.get(id) ?? '',
        referralCode: codes.get(id) ?? null,
        tier: affiliateTierFor(count).key,
        activeReferrals: count,
        earnedCents: a.earnedCents,
        paidCents: a.paidCents ?? 0,
      };
    }),
  };
}

/** Payout requests for admins, newest first, optionally of one status (the queue: `requested`). */
export async function listPayoutsForAdmin(query: AdminAffiliatePayoutsQuery): Promise<PageDto<AdminAffiliatePayoutDto>> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.status = query.status;
  if (query.cursor) filter._id = { $lt: new Types.ObjectId(query.cursor) };
  const rows = await PayoutModel.find(filter)
    .sort({ _id: -1 })
    .limit(query.limit + 1)
    .lean<Payout[]>();
  const entries = rows.slice(0, query.limit);
  return { entries: entries.map(presentAdminPayout), nextCursor: rows.length > query.limit ? entries.at(-1)!._id.toHexString() : null };
}
