import { create } from 'zustand';
import type { CommissionDto, CommissionUpdated, PayoutDto, PayoutUpdated, ReferralDto, ReferralJoined } from '@nova/protocol';
import { admit, cursorFor, type StreamCursor } from '../realtime/merge';

/** A live fact of the affiliate programme, to the referrer's own room. */
export type AffiliateFact =
  ({ type: 'referral' } & ReferralJoined) | ({ type: 'commission' } & CommissionUpdated) | ({ type: 'payout' } & PayoutUpdated);

/**
 * What the server pushed about the signed-in player's affiliate programme (`referral:joined`, `commission:updated`,
 * `payout:updated`). `seq` is the newest affiliate-account version seen: the dashboard refetches its REST reads when
 * it is above theirs. Facts at or below it are repeats and change nothing. Referrals that joined live are kept so the
 * list shows them at once; `last` is the newest fact (the dashboard announces it).
 */
export interface AffiliateState {
  /** The newest affiliate-account version seen (the cursor's, for the dashboard). */
  seq: number;
  cursor: StreamCursor;
  /** Bumped when the socket missed events (a resync): every affiliate read is refetched. */
  resyncs: number;
  joined: Record<string, ReferralDto>;
  commissions: Record<string, CommissionDto>;
  payouts: Record<string, PayoutDto>;
  last: AffiliateFact | null;
  /** Applies a fact if it is newer than everything seen; returns whether it was. */
  received(fact: AffiliateFact): boolean;
  resynced(): void;
  clear(): void;
}

const empty = () => ({ seq: 0, cursor: cursorFor<'affiliates'>('state'), resyncs: 0, joined: {}, commissions: {}, payouts: {}, last: null });

export const useAffiliateStore = create<AffiliateState>()((set, get) => ({
  ...empty(),
  received: (fact) => {
    const { cursor, verdict } = admit(get().cursor, fact);
    if (verdict !== 'apply') return false;
    set((s) => {
      const next: Partial<AffiliateState> = { seq: cursor.seq, cursor, last: fact };
      if (fact.type === 'referral') next.joined = { ...s.joined, [fact.referral.id]: fact.referral };
      if (fact.type === 'commission') next.commissions = { ...s.commissions, [fact.commission.id]: fact.commission };
      if (fact.type === 'payout') next.payouts = { ...s.payouts, [fact.payout.id]: fact.payout };
      return next;
    });
    return true;
  },
  resynced: () => set((s) => ({ resyncs: s.resyncs + 1 })),
  clear: () => set(empty()),
}));
