import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAffiliatePayoutDto, AffiliateProgrammeDto, PayoutStatus } from '@nova/protocol';
import { PagedList } from '../../../components/layout/PagedList';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TextArea } from '../../../components/ui/text-area';
import { errorMessage } from '../../../lib/errorMessage';
import { PayoutCard } from '../../affiliates/PayoutCard';
import { useCents } from '../../affiliates/tierStyle';
import { useRefreshOnStaffEvent } from '../../staff/useRefreshOnStaffEvent';
import { DecisionButton } from '../DecisionButton';
import { SectionHeader } from '../SectionHeader';
import { useAdminPayouts, usePayoutDecision, useProgramme, type PayoutDecision } from './api';
import { adminAffiliateQueries } from './queries';

/**
 * The console's Affiliates section (admins): the programme's totals, the payout queue with Approve (pays: coins
 * through the ledger, other methods marked paid) and Reject (with a reason the affiliate sees), every payout, and
 * the leading affiliates. Refreshes from the operations feed's affiliate lines.
 */
export default function AffiliatesSection() {
  const { t } = useTranslation('admin');
  useRefreshOnStaffEvent('affiliate', adminAffiliateQueries.all);
  const programme = useProgramme();
  return (
    <section className="grid gap-4">
      <SectionHeader section="affiliates" />
      {programme.data ? (
        <Totals programme={programme.data} />
      ) : programme.isError ? (
        <p role="alert">{errorMessage(programme.error)}</p>
      ) : null}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <Tabs defaultValue="requested" className="min-w-0">
          <TabsList>
            <TabsTrigger value="requested">{t('affiliates.tabs.queue')}</TabsTrigger>
            <TabsTrigger value="any">{t('affiliates.tabs.all')}</TabsTrigger>
          </TabsList>
          <TabsContent value="requested">
            <Payouts status="requested" />
          </TabsContent>
          <TabsContent value="any">
            <Payouts status="any" />
          </TabsContent>
        </Tabs>
        <TopAffiliates programme={programme.data} />
      </div>
    </section>
  );
}

function Totals({ programme: p }: { programme: AffiliateProgrammeDto }) {
  const { t } = useTranslation('admin');
  const cents = useCents();
  const figures = [
    { key: 'affiliates', value: String(p.affiliates) },
    { key: 'referrals', value: String(p.referrals) },
    { key: 'earned', value: cents(p.commissions.earnedCents) },
    { key: 'pending', value: cents(p.commissions.pendingCents) },
    { key: 'available', value: cents(p.commissions.availableCents) },
    { key: 'reversed', value: cents(p.commissions.reversedCents) },
    { key: 'queue', value: `${cents(p.payouts.requestedCents)} · ${p.payouts.requestedCount}` },
    { key: 'paid', value: `${cents(p.payouts.paidCents)} · ${p.payouts.paidCount}` },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {figures.map((f) => (
        <div key={f.key} className="rounded-2xl border border-line bg-surface/80 p-4">
          <dt className="text-xs text-fg-muted">{t(`affiliates.totals.${f.key}`)}</dt>
          <dd className="mt-1 font-display text-xl font-extrabold tabular-nums" data-testid={`total-${f.key}`}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Payouts({ status }: { status: PayoutStatus | 'any' }) {
  const { t } = useTranslation('admin');
  const query = useAdminPayouts(status);
  return (
    <div className="grid gap-3">
      <PagedList<AdminAffiliatePayoutDto>
        query={query}
        texts={{
          label: t('affiliates.payouts.label'),
          loading: t('affiliates.payouts.loading'),
          error: t('affiliates.payouts.error'),
          retry: t('affiliates.retry'),
          empty: status === 'requested' ? t('affiliates.payouts.emptyQueue') : t('affiliates.payouts.empty'),
          loadMore: t('affiliates.loadMore'),
          loadingMore: t('affiliates.loadingMore'),
        }}
        itemKey={(p) => p.id}
        renderItem={(p) => (
          <PayoutCard
            payout={p}
            testId="admin-payout"
            who={<bdi>{p.username}</bdi>}
            actions={
              p.status === 'requested' ? (
                <>
                  <PayoutDecisionButton
                    decision={{ id: p.id, action: 'approve' }}
                    label={p.method === 'coins' ? t('affiliates.payCoins') : t('affiliates.markPaid')}
                  />
                  <RejectButton payout={p} />
                </>
              ) : null
            }
          />
        )}
      />
    </div>
  );
}

/** A payout decision with its toasts (approving pays in coins or marks an external payout paid). */
function PayoutDecisionButton({
  decision,
  label,
  onDone,
  variant = 'primary',
}: {
  decision: PayoutDecision;
  label: string;
  onDone?: () => void;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('admin');
  const decide = usePayoutDecision();
  const doneTitle = decision.action === 'approve' ? t('affiliates.approved') : t('affiliates.rejected');
  return (
    <DecisionButton
      decision={decision}
      decide={decide}
      label={label}
      doneTitle={doneTitle}
      failedTitle={t('affiliates.failed')}
      onDone={onDone}
      variant={variant}
    />
  );
}

function RejectButton({ payout }: { payout: AdminAffiliatePayoutDto }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        {t('affiliates.reject')}
      </Button>
      <DialogContent title={t('affiliates.rejectTitle', { username: payout.username })} closeLabel={t('affiliates.cancel')}>
        <div className="grid gap-4">
          <TextArea label={t('affiliates.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              {t('affiliates.cancel')}
            </Button>
            <PayoutDecisionButton
              decision={{ id: payout.id, action: 'reject', reason }}
              label={t('affiliates.confirmReject')}
              variant="secondary"
              onDone={() => setOpen(false)}
            />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function TopAffiliates({ programme }: { programme: AffiliateProgrammeDto | undefined }) {
  const { t } = useTranslation('admin');
  const { t: ta } = useTranslation('affiliates');
  const cents = useCents();
  const top = programme?.top ?? [];
  return (
    <section className="grid gap-3 rounded-2xl border border-line bg-surface/80 p-4" aria-labelledby="top-affiliates">
      <h2 id="top-affiliates" className="text-lg font-bold">
        {t('affiliates.top.title')}
      </h2>
      {top.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('affiliates.top.empty')}</p>
      ) : (
        <ol className="grid gap-2">
          {top.map((a, i) => (
            <li
              key={a.userId}
              className="flex items-center justify-between gap-3 rounded-xl bg-surface-2/60 px-3 py-2 text-sm"
              data-testid="top-affiliate"
            >
              <span className="min-w-0">
                <span className="me-2 text-fg-muted tabular-nums">{i + 1}.</span>
                <bdi className="font-semibold">{a.username}</bdi>
                <span className="ms-2 text-xs text-fg-muted">
                  {ta(`tiers.${a.tier}.name`)} · {t('affiliates.top.active', { count: a.activeReferrals })}
                </span>
              </span>
              <span className="shrink-0 text-end tabular-nums">
                <span className="block font-semibold">{cents(a.earnedCents)}</span>
                <span className="block text-xs text-fg-muted">{t('affiliates.top.paid', { amount: cents(a.paidCents) })}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
