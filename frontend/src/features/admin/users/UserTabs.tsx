import { useState, type JSX } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import {
  LEDGER_KINDS,
  type AdminLedgerEntryDto,
  type HistoryEntryDto,
  type LedgerKind,
  type StaffShipmentDto,
  type SupportTicketDto,
} from '@nova/protocol';
import { PagedList, type PagedListTexts } from '../../../components/layout/PagedList';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { useMoney } from '../../../currency';
import { formatDate } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errorMessage';
import { toast } from '../../../stores/useToastStore';
import { useSetTicketStatus } from '../../support/api';
import { TicketCard } from '../../support/desk/TicketCard';
import { AdvanceDialog } from '../shipments/AdvanceDialog';
import { ShipmentCard } from '../shipments/ShipmentCard';
import { useUserTab } from './api';
import { userQueries, type UserTab } from './queries';
import { PrizeImage } from '../../boxes/PrizeImage';

const ALL = 'all';
const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** The words of one tab's list (loading, error, empty, Load more), from `admin:users.<group>`. */
function useTexts(group: 'ledger' | 'openings' | 'shipmentsTab' | 'ticketsTab', empty?: string): PagedListTexts {
  const { t } = useTranslation('admin');
  return {
    label: t(`users.${group}.listLabel`),
    loading: t(`users.${group}.loading`),
    error: t(`users.${group}.error`),
    retry: t('users.retry'),
    empty: empty ?? t(`users.${group}.empty`),
    loadMore: t('users.loadMore'),
    loadingMore: t('users.loadingMore'),
  };
}

/** One balance change: what, how much (signed), the balance after, who made it and why, when. */
function LedgerRow({ entry }: { entry: AdminLedgerEntryDto }) {
  const { t } = useTranslation('admin');
  const { coinAmount } = useMoney();
  const credit = entry.amount > 0;
  return (
    <div className="grid gap-1 rounded-xl border border-line/70 bg-surface-2/40 p-3 text-sm" data-testid="ledger-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">{t(`users.ledger.kinds.${entry.kind}`)}</span>
        <span className={cn('font-bold tabular-nums', credit ? 'text-success' : 'text-danger')} dir="ltr">
          {credit ? '+' : '−'}
          {coinAmount(Math.abs(entry.amount))}
        </span>
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 text-fg-muted">
        <span>
          {entry.actor ? <>{t('users.ledger.by', { username: entry.actor.username })} · </> : null}
          <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
        </span>
        <span className="tabular-nums">{t('users.ledger.balanceAfter', { balance: coinAmount(entry.balanceAfter) })}</span>
      </div>
      {entry.reason ? (
        <p dir="auto" className="break-words text-fg">
          {entry.reason}
        </p>
      ) : null}
    </div>
  );
}

export function LedgerTab({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<LedgerKind | null>(null);
  const query = useUserTab(userId, 'ledger', kind);
  const texts = useTexts('ledger', kind ? t('users.ledger.emptyKind') : undefined);
  return (
    <div className="grid gap-3">
      <Select
        label={t('users.ledger.kindFilter')}
        value={kind ?? ALL}
        onValueChange={(k) => setKind(k === ALL ? null : (k as LedgerKind))}
        options={[
          { value: ALL, label: t('users.ledger.allKinds') },
          ...LEDGER_KINDS.map((k) => ({ value: k, label: t(`users.ledger.kinds.${k}`) })),
        ]}
        className="justify-self-start"
      />
      <PagedList query={query} texts={texts} itemKey={(e) => e.id} renderItem={(e) => <LedgerRow entry={e} />} />
    </div>
  );
}

/** One opening: the prize (or Nothing), its value, the box, what it cost, what the player did with it, the proof. */
function OpeningRow({ entry }: { entry: HistoryEntryDto }) {
  const { t } = useTranslation('admin');
  const { money, coinAmount } = useMoney();
  const prize = entry.isWin ? entry.prizeName : t('users.openings.nothing');
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line/70 bg-surface-2/40 p-3 text-sm" data-testid="user-opening">
      <PrizeImage src={entry.imageUrl} alt="" loading="lazy" className="h-12 w-12 shrink-0 rounded-lg bg-surface-3 object-cover" />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span dir="auto" className="min-w-0 font-semibold break-words">
            {prize}
          </span>
          <span className={cn('font-semibold tabular-nums', entry.isWin ? 'text-gold' : 'text-fg-muted')}>{money(entry.prizeValue)}</span>
        </div>
        <p className="text-fg-muted">
          <bdi>{entry.box.name}</bdi>
          <span aria-hidden> · </span>
          {entry.freeLevel !== null ? t('users.openings.free') : t('users.openings.paid', { coins: coinAmount(entry.pricePaid) })}
          <span aria-hidden> · </span>
          <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {entry.isWin ? (
            <span className="text-xs font-semibold text-fg-muted">{t(`users.openings.action.${entry.action}`)}</span>
          ) : (
            <span />
          )}
          <Button asChild size="sm" variant="ghost">
            <Link to={`/fairness?opening=${entry.id}`} aria-label={t('users.openings.proofLabel', { prize, box: entry.box.name })}>
              <ShieldCheck className="h-4 w-4" aria-hidden />
              {t('users.openings.proof')}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

export function OpeningsTab({ userId }: { userId: string }) {
  const query = useUserTab(userId, 'openings');
  const texts = useTexts('openings');
  return <PagedList query={query} texts={texts} itemKey={(e) => e.id} renderItem={(e) => <OpeningRow entry={e} />} />;
}

/** The player's shipments, each with its next step (the console's shipment dialog). */
export function ShipmentsTab({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [advancing, setAdvancing] = useState<StaffShipmentDto | null>(null);
  const query = useUserTab(userId, 'shipments');
  const texts = useTexts('shipmentsTab');
  const close = () => {
    setAdvancing(null);
    void queryClient.invalidateQueries({ queryKey: userQueries.detail(userId).queryKey });
  };
  return (
    <>
      <PagedList
        query={query}
        texts={texts}
        itemKey={(s) => s.id}
        renderItem={(s) => <ShipmentCard shipment={s} onAdvance={setAdvancing} />}
      />
      <AdvanceDialog shipment={advancing} onClose={close} />
    </>
  );
}

/** The player's support tickets (sent signed in or from their address), with Close / Reopen like the desk. */
export function TicketsTab({ userId }: { userId: string }) {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const query = useUserTab(userId, 'tickets');
  const texts = useTexts('ticketsTab');
  const change = useSetTicketStatus();
  const busyId = change.isPending ? change.variables.id : null;
  const toggle = (ticket: SupportTicketDto) => {
    const status = ticket.status === 'open' ? 'closed' : 'open';
    const reference = `#${ticket.reference}`;
    change.mutate(
      { id: ticket.id, status },
      {
        onSuccess: () =>
          toast({ title: t(status === 'closed' ? 'tickets.closedToast' : 'tickets.reopenedToast', { reference }), variant: 'success' }),
        onError: (err) => toast({ title: t('tickets.changeFailed'), description: errorMessage(err), variant: 'destructive' }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: userQueries.detail(userId).queryKey }),
      },
    );
  };
  return (
    <PagedList
      query={query}
      texts={texts}
      itemKey={(ticket) => ticket.id}
      renderItem={(ticket) => <TicketCard ticket={ticket} busy={busyId === ticket.id} onToggle={toggle} />}
    />
  );
}

/** The tabs in order, with their panels. */
export const USER_TABS: readonly { key: UserTab; Panel: (props: { userId: string }) => JSX.Element }[] = [
  { key: 'ledger', Panel: LedgerTab },
  { key: 'openings', Panel: OpeningsTab },
  { key: 'shipments', Panel: ShipmentsTab },
  { key: 'tickets', Panel: TicketsTab },
];
