import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAffiliateStore, type AffiliateFact } from '../../stores/useAffiliateStore';
import { toast } from '../../stores/useToastStore';
import { affiliateQueries } from './queries';
import { useCents } from './tierStyle';

/**
 * Keeps the open dashboard live: a fact newer than the summary it shows (`seq`) refetches the summary and the list
 * the fact belongs to, and is announced with a toast; a socket resync refetches everything.
 */
export function useAffiliateLive(summarySeq: number | undefined): void {
  const { t } = useTranslation('affiliates');
  const cents = useCents();
  const queryClient = useQueryClient();
  const seq = useAffiliateStore((s) => s.seq);
  const last = useAffiliateStore((s) => s.last);
  const resyncs = useAffiliateStore((s) => s.resyncs);
  const seenFact = useRef(last);
  const seenResyncs = useRef(resyncs);
  const refetchedFor = useRef(0);

  useEffect(() => {
    if (summarySeq === undefined || seq <= summarySeq || refetchedFor.current >= seq) return;
    refetchedFor.current = seq;
    void queryClient.invalidateQueries({ queryKey: affiliateQueries.summary().queryKey });
  }, [seq, summarySeq, queryClient]);

  useEffect(() => {
    if (!last || last === seenFact.current) return;
    seenFact.current = last;
    void queryClient.invalidateQueries({ queryKey: (last.type === 'payout' ? affiliateQueries.payouts() : affiliateQueries.referrals()).queryKey });
    const words = announce(last, cents);
    if (words)
      toast({
        title: t(words.title, words.values),
        ...(words.body ? { description: t(words.body, words.values) } : {}),
        variant: 'success',
      });
  }, [last, queryClient, t, cents]);

  useEffect(() => {
    if (resyncs === seenResyncs.current) return;
    seenResyncs.current = resyncs;
    void queryClient.invalidateQueries({ queryKey: affiliateQueries.all });
  }, [resyncs, queryClient]);
}

type Words = {
  title: 'live.joined' | 'live.paid' | 'live.rejected' | 'live.earned' | 'live.available' | 'live.reversed';
  body?: 'live.earnedBody';
  values: { username?: string; amount?: string };
};

function announce(fact: AffiliateFact, cents: (n: number) => string): Words | null {
  if (fact.type === 'referral') return { title: 'live.joined', values: { username: fact.referral.username } };
  if (fact.type === 'payout') {
    if (fact.payout.status === 'requested') return null;
    return { title: fact.payout.status === 'paid' ? 'live.paid' : 'live.rejected', values: { amount: cents(fact.payout.amountCents) } };
  }
  const values = { amount: cents(fact.commission.amountCents), username: fact.commission.referralUsername };
  if (fact.change === 'earned') return { title: 'live.earned', body: 'live.earnedBody', values };
  if (fact.change === 'available') return { title: 'live.available', body: 'live.earnedBody', values };
  return { title: 'live.reversed', body: 'live.earnedBody', values };
}
