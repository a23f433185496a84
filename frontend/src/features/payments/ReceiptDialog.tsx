import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { DialogContent } from '../../components/ui/dialog';
import { useMoney } from '../../currency';
import { formatDate } from '../../i18n/format';
import { errorMessage } from '../../lib/errorMessage';
import { useNow } from '../../lib/useNow';
import { toast } from '../../stores/useToastStore';
import { useRequestRefund } from './api';
import { PurchaseBadge } from './PurchaseBadge';
import { useUsd } from './useUsd';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** A purchase's receipt, and its refund: ask (within the window), or what became of the request. */
export function ReceiptDialog({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('checkout');
  const { coinAmount } = useMoney();
  const usd = useUsd();
  const rows: [string, ReactNode][] = [
    [t('receipt.date'), when(purchase.succeededAt ?? purchase.createdAt)],
    [t('receipt.coins'), coinAmount(purchase.coins)],
    ...(purchase.bonusCoins > 0 ? [[t('receipt.bonus'), coinAmount(purchase.bonusCoins)] as [string, ReactNode]] : []),
    [t('receipt.amount'), usd(purchase.price)],
    [t('receipt.method'), purchase.provider === 'stripe' ? t('receipt.methodStripe') : t('receipt.methodSimulated')],
    [t('receipt.status'), <PurchaseBadge key="status" purchase={purchase} />],
    ...(purchase.paymentIntentId
      ? [
          [
            t('receipt.reference'),
            <span key="ref" dir="ltr" className="font-mono text-xs break-all">
              {purchase.paymentIntentId}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(purchase.reversedCoins > 0 ? [[t('receipt.reversed'), coinAmount(purchase.reversedCoins)] as [string, ReactNode]] : []),
  ];
  return (
    <DialogContent
      title={t('receipt.title', { number: purchase.receiptNumber })}
      description={t('receipt.description')}
      hideDescription
      closeLabel={t('receipt.close')}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="min-w-0 text-end font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {purchase.status === 'succeeded' || purchase.status === 'refunded' ? <RefundPart purchase={purchase} /> : null}
    </DialogContent>
  );
}

function RefundPart({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('checkout');
  const now = useNow(30_000);
  const ask = useRequestRefund();
  const refund = purchase.refund;
  const open = purchase.refundableUntil !== null && Date.parse(purchase.refundableUntil) > now;
  let body: ReactNode;
  if (refund?.status === 'requested') body = <p>{t('receipt.refundAsked', { date: when(refund.requestedAt) })}</p>;
  else if (refund?.status === 'approved')
    body = <p>{t('receipt.refundApproved', { date: when(refund.decidedAt ?? refund.requestedAt) })}</p>;
  else if (refund?.status === 'rejected') body = <p>{t('receipt.refundRejected', { reason: refund.reason ?? '' })}</p>;
  else if (open) {
    body = (
      <>
        <p>{t('receipt.refundHint', { time: when(purchase.refundableUntil!) })}</p>
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          disabled={ask.isPending}
          onClick={() =>
            ask.mutate(purchase.id, {
              onSuccess: () => toast({ title: t('receipt.refundSent'), description: t('receipt.refundSentBody'), variant: 'success' }),
              onError: (err) => toast({ title: t('receipt.refundFailed'), description: errorMessage(err), variant: 'destructive' }),
            })
          }
        >
          {t('receipt.refundAsk')}
        </Button>
      </>
    );
  } else body = <p>{t('receipt.refundClosed')}</p>;
  return (
    <section className="mt-5 grid gap-2 border-t border-line pt-4 text-sm text-fg-muted">
      <h3 className="font-semibold text-fg">{t('receipt.refundTitle')}</h3>
      {body}
    </section>
  );
}
