import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PURCHASE_STATUSES, type AdminPurchaseDto, type PurchaseStatus } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { DecisionButton } from '../DecisionButton';
import { SectionHeader } from '../SectionHeader';
import { useAdminDecision, type AdminDecision } from './api';
import { PurchaseList } from './PurchaseList';

const ID = /^[0-9a-f]{24}$/i;

/**
 * The admin console's Payments section: every purchase (filters by status and player), the refund requests queue
 * (approve / reject with a reason) and accounts flagged by provider refunds or disputes (resolve). Each decision
 * is recorded in the audit log by the server.
 */
export default function PaymentsSection() {
  const { t } = useTranslation('checkout');
  return (
    <section className="grid gap-4">
      <SectionHeader section="payments" />
      <Tabs defaultValue="refunds">
        <TabsList>
          <TabsTrigger value="refunds">{t('admin.tabs.refunds')}</TabsTrigger>
          <TabsTrigger value="purchases">{t('admin.tabs.purchases')}</TabsTrigger>
          <TabsTrigger value="flags">{t('admin.tabs.flags')}</TabsTrigger>
        </TabsList>
        <TabsContent value="refunds">
          <PurchaseList filters={{ refund: 'requested' }} empty={t('admin.emptyRefunds')} actions={(p) => <RefundActions purchase={p} />} />
        </TabsContent>
        <TabsContent value="purchases">
          <AllPurchases />
        </TabsContent>
        <TabsContent value="flags">
          <PurchaseList
            filters={{ flagged: true }}
            empty={t('admin.emptyFlags')}
            actions={(p) => <PaymentDecisionButton decision={{ id: p.id, action: 'resolve' }} />}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function AllPurchases() {
  const { t } = useTranslation('checkout');
  const [status, setStatus] = useState<PurchaseStatus | 'any'>('any');
  const [player, setPlayer] = useState('');
  const userId = ID.test(player.trim()) ? player.trim() : undefined;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <span className="text-sm font-medium">{t('admin.filters.status')}</span>
          <Select
            label={t('admin.filters.status')}
            value={status}
            onValueChange={(v) => setStatus(v as PurchaseStatus | 'any')}
            options={[
              { value: 'any', label: t('admin.filters.any') },
              ...PURCHASE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        </div>
        <div className="w-full max-w-xs">
          <TextField
            label={t('admin.filters.player')}
            placeholder={t('admin.filters.playerPlaceholder')}
            dir="ltr"
            value={player}
            onChange={(e) => setPlayer(e.target.value)}
          />
        </div>
      </div>
      <PurchaseList
        filters={{ ...(status === 'any' ? {} : { status }), ...(userId ? { userId } : {}) }}
        empty={t('admin.emptyPurchases')}
      />
    </div>
  );
}

const DONE = { approve: 'admin.approved', reject: 'admin.rejected', resolve: 'admin.resolved' } as const;
const LABEL = { approve: 'admin.approve', reject: 'admin.confirmReject', resolve: 'admin.resolve' } as const;

/** A refund or flag decision with its toasts. */
function PaymentDecisionButton({
  decision,
  onDone,
  variant,
}: {
  decision: AdminDecision;
  onDone?: () => void;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('checkout');
  const decide = useAdminDecision();
  return (
    <DecisionButton
      decision={decision}
      decide={decide}
      label={t(LABEL[decision.action])}
      doneTitle={t(DONE[decision.action])}
      failedTitle={t('admin.actionFailed')}
      onDone={onDone}
      variant={variant}
    />
  );
}

function RefundActions({ purchase }: { purchase: AdminPurchaseDto }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <PaymentDecisionButton decision={{ id: purchase.id, action: 'approve' }} variant="primary" />
      <Dialog open={open} onOpenChange={setOpen}>
        <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
          {t('admin.reject')}
        </Button>
        <DialogContent title={t('admin.rejectTitle')} closeLabel={t('admin.cancel')}>
          <div className="grid gap-4">
            <TextArea label={t('admin.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
            <div className="flex justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
                {t('admin.cancel')}
              </Button>
              <PaymentDecisionButton decision={{ id: purchase.id, action: 'reject', reason }} onDone={() => setOpen(false)} />
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
