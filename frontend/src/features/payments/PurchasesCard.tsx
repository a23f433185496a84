import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Receipt } from 'lucide-react';
import type { PurchaseDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogTrigger } from '../../components/ui/dialog';
import { useMoney } from '../../currency';
import { formatDate } from '../../i18n/format';
import { freshest, usePurchaseStore } from '../../stores/usePurchaseStore';
import { Card } from '../dashboard/Card';
import { usePurchases } from './api';
import { Loadable, LoadMore } from './Loadable';
import { PurchaseBadge } from './PurchaseBadge';
import { ReceiptDialog } from './ReceiptDialog';
import { useUsd } from './useUsd';

/**
 * The player's purchases (newest first) with a receipt each, as each ended (paid, failed, cancelled when left unpaid,
 * refunded). Live updates (`purchase:updated`) replace listed purchases and add ones paid since the list was read.
 */
export function PurchasesCard() {
  const { t } = useTranslation('checkout');
  const query = usePurchases();
  const held = usePurchaseStore((s) => s.byId);
  const purchases = useMemo(() => {
    const listed = (query.data?.pages ?? []).flatMap((page) => page.entries);
    const ids = new Set(listed.map((p) => p.id));
    const paidSince = Object.values(held).filter((p) => !ids.has(p.id) && (p.status === 'succeeded' || p.status === 'refunded'));
    return [...paidSince.sort((a, b) => b.createdAt.localeCompare(a.createdAt)), ...listed.map((p) => freshest(p, held[p.id]))];
  }, [query.data, held]);

  return (
    <Card
      title={t('purchases.title')}
      icon={<Receipt className="h-5 w-5 text-gold" aria-hidden />}
      action={
        <Button asChild size="sm" variant="secondary">
          <Link to="/checkout">{t('purchases.buy')}</Link>
        </Button>
      }
    >
      <Loadable query={query} failed={t('purchases.loadFailed')} retry={t('purchases.retry')}>
        {() =>
          purchases.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('purchases.empty')}</p>
          ) : (
            <div className="grid gap-3">
              <ul className="grid gap-2.5" data-testid="purchases">
                {purchases.map((p) => (
                  <PurchaseRow key={p.id} purchase={p} />
                ))}
              </ul>
              <LoadMore query={query} label={t('purchases.loadMore')} />
            </div>
          )
        }
      </Loadable>
    </Card>
  );
}

function PurchaseRow({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('checkout');
  const { coinAmount } = useMoney();
  const usd = useUsd();
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 rounded-xl border border-line/70 bg-surface-2/40 p-3 text-sm"
      data-purchase={purchase.id}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('purchases.coins', { coins: coinAmount(purchase.coins) })}</p>
        <p className="text-fg-muted">
          <span className="tabular-nums">{usd(purchase.price)}</span>
          <span aria-hidden> · </span>
          {formatDate(purchase.createdAt, { dateStyle: 'medium' })}
        </p>
      </div>
      <PurchaseBadge purchase={purchase} />
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="ghost" size="sm">
            {t('purchases.receipt')}
          </Button>
        </DialogTrigger>
        <ReceiptDialog purchase={purchase} />
      </Dialog>
    </li>
  );
}
