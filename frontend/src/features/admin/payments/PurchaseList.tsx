import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPurchaseDto } from '@nova/protocol';
import { useMoney } from '../../../currency';
import { formatDate } from '../../../i18n/format';
import { Loadable, LoadMore } from '../../payments/Loadable';
import { PurchaseBadge } from '../../payments/PurchaseBadge';
import { useUsd } from '../../payments/useUsd';
import { useAdminPurchases } from './api';
import type { AdminPurchaseFilters } from './queries';

export interface PurchaseListProps {
  filters: AdminPurchaseFilters;
  empty: string;
  /** Controls for one purchase (approve / reject, resolve). */
  actions?: (purchase: AdminPurchaseDto) => ReactNode;
}

/** Admin purchases as rows (date, player, coins, amount, status, flag) with per-row actions and "Load more". */
export function PurchaseList({ filters, empty, actions }: PurchaseListProps) {
  const { t } = useTranslation('checkout');
  const query = useAdminPurchases(filters);
  return (
    <Loadable query={query} failed={t('admin.loadFailed')} retry={t('admin.retry')} skeleton="h-24">
      {(data) => {
        const rows = data.pages.flatMap((p) => p.entries);
        if (rows.length === 0) return <p className="text-sm text-fg-muted">{empty}</p>;
        return (
          <div className="grid gap-3">
            <ul className="grid gap-2.5">
              {rows.map((p) => (
                <PurchaseRow key={p.id} purchase={p} actions={actions?.(p)} />
              ))}
            </ul>
            <LoadMore query={query} label={t('admin.loadMore')} />
          </div>
        );
      }}
    </Loadable>
  );
}

function PurchaseRow({ purchase: p, actions }: { purchase: AdminPurchaseDto; actions: ReactNode }) {
  const { t } = useTranslation('checkout');
  const { coinAmount } = useMoney();
  const usd = useUsd();
  return (
    <li className="grid gap-2 rounded-xl border border-line/70 bg-surface-2/40 p-3 text-sm" data-admin-purchase={p.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span dir="auto" className="min-w-0 font-semibold break-words">
          {p.username}
        </span>
        <span className="text-fg-muted">{formatDate(p.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
        <span className="ms-auto">
          <PurchaseBadge purchase={p} />
        </span>
      </div>
      <p className="text-fg-muted">
        <span className="font-medium text-fg tabular-nums">{usd(p.price)}</span>
        <span aria-hidden> · </span>
        {t('purchases.coins', { coins: coinAmount(p.coins) })}
        <span aria-hidden> · </span>
        <span dir="ltr" className="font-mono text-xs">
          {p.receiptNumber}
        </span>
      </p>
      {p.refund?.status === 'requested' ? (
        <p className="text-accent-soft">
          {t('admin.requestedAt', { date: formatDate(p.refund.requestedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      ) : null}
      {p.refund?.status === 'approved' && !p.providerRefunded ? <p className="text-danger">{t('admin.providerPending')}</p> : null}
      {p.flag && !p.flag.resolvedAt ? (
        <p className="text-orange-300">
          {t(`admin.flagReason.${p.flag.reason}`)}
          {p.flag.unrecoveredCoins > 0 ? ` · ${t('admin.unrecovered', { coins: coinAmount(p.flag.unrecoveredCoins) })}` : ''}
        </p>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}
