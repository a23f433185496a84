import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { History, ShieldCheck } from 'lucide-react';
import type { HistoryEntryDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMoney } from '../../currency';
import { formatDate, formatRelativeTime } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { BattleHistory } from '../battles/BattleHistory';
import { ActionBadge, NoPrizeBadge } from './ActionBadge';
import { useHistory } from './api';
import { Card } from './Card';
import { UnboxingActions } from './UnboxingActions';
import { PrizeImage } from '../boxes/PrizeImage';

/** How many placeholder rows show while the first page loads. */
export const SKELETON_ROWS = 5;

/** Placeholder rows shaped like activity rows, announced once as loading. */
export function ActivitySkeleton({ rows = SKELETON_ROWS }: { rows?: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('activity.loading')}</span>
      <ul aria-hidden className="grid gap-3">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} data-testid="activity-skeleton" className="flex items-center gap-3 rounded-xl border border-line/60 p-3">
            <span className="h-12 w-12 shrink-0 animate-pulse rounded-lg bg-surface-3 motion-reduce:animate-none" />
            <span className="grid flex-1 gap-2">
              <span className="h-3.5 w-2/5 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
              <span className="h-3 w-3/5 animate-pulse rounded bg-surface-2 motion-reduce:animate-none" />
            </span>
            <span className="h-5 w-16 animate-pulse rounded-full bg-surface-2 motion-reduce:animate-none" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One opening: prize (or 'Nothing'), box, value, when, its action badge, a proof link and, for pending wins, Ship / Resell. */
export function ActivityRow({ entry }: { entry: HistoryEntryDto }) {
  const { t } = useTranslation('dashboard');
  const { money, coins } = useMoney();
  const prizeName = entry.isWin ? entry.prizeName : t('activity.nothing');
  const pendingWin = entry.isWin && entry.action === 'pending';
  return (
    <li className="rounded-xl border border-line/70 bg-surface-2/40 p-3" data-testid="activity-row" data-opening={entry.id}>
      <div className="flex items-start gap-3">
        {entry.isWin ? (
          <PrizeImage src={entry.imageUrl} alt="" loading="lazy" className="h-12 w-12 shrink-0 rounded-lg bg-surface-3 object-cover" />
        ) : (
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-surface-3 text-fg-muted" aria-hidden>
            —
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <p dir="auto" className="min-w-0 font-semibold break-words">
              {prizeName}
            </p>
            <p className={cn('font-semibold tabular-nums', entry.isWin ? 'text-gold' : 'text-fg-muted')}>{money(entry.prizeValue)}</p>
          </div>
          <p className="mt-0.5 text-sm text-fg-muted">
            <bdi className="break-words">{entry.box.name}</bdi>
            {entry.freeLevel !== null ? (
              <span className="ms-2 rounded-md border border-gold/50 px-1.5 py-px text-[11px] font-bold text-gold uppercase">
                {t('activity.free')}
              </span>
            ) : null}
            <span aria-hidden> · </span>
            <time dateTime={entry.createdAt} title={formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}>
              {formatRelativeTime(entry.createdAt)}
            </time>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {entry.isWin ? <ActionBadge action={entry.action} /> : <NoPrizeBadge />}
        {entry.action === 'ship' && entry.shipmentStatus ? (
          <span className="text-xs text-fg-muted">{t(`shipments.status.${entry.shipmentStatus}`)}</span>
        ) : null}
        {entry.action === 'resell' && entry.resaleCoins !== null ? (
          <span className="text-xs text-fg-muted">{t('activity.resoldFor', { coins: coins(entry.resaleCoins) })}</span>
        ) : null}
        <span className="ms-auto flex flex-wrap items-center gap-2">
          {pendingWin ? <UnboxingActions entry={entry} /> : null}
          <Button asChild size="sm" variant="ghost">
            <Link to={`/fairness?opening=${entry.id}`} aria-label={t('activity.verifyLabel', { prize: prizeName, box: entry.box.name })}>
              <ShieldCheck className="h-4 w-4" aria-hidden />
              <span className="max-sm:sr-only">{t('activity.verify')}</span>
            </Link>
          </Button>
        </span>
      </div>
    </li>
  );
}

/** Recent activity: the openings tab (`GET /api/history`, newest first, with "Load more") and the battles tab. */
export function RecentActivity() {
  const { t } = useTranslation('dashboard');
  const { t: tb } = useTranslation('battles');
  return (
    <Card title={t('activity.title')} icon={<History className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <Tabs defaultValue="openings">
        <TabsList>
          <TabsTrigger value="openings">{tb('history.openings')}</TabsTrigger>
          <TabsTrigger value="battles">{tb('history.tab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="openings">
          <OpeningsHistory />
        </TabsContent>
        <TabsContent value="battles">
          <BattleHistory />
        </TabsContent>
      </Tabs>
    </Card>
  );
}

function OpeningsHistory() {
  const { t } = useTranslation('dashboard');
  const history = useHistory();
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <>
      {history.isPending ? (
        <ActivitySkeleton />
      ) : history.isError ? (
        <div className="grid justify-items-start gap-2 text-sm text-fg-muted">
          <p>{t('loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-line p-5 text-sm text-fg-muted">
          <p>{t('activity.empty')}</p>
          <Button asChild size="sm">
            <Link to="/boxes">{t('links.browseBoxes')}</Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid gap-3">
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ul>
          {history.isFetchNextPageError ? (
            <p role="alert" className="mt-4 text-center text-sm text-danger">
              {t('loadFailed')}
            </p>
          ) : null}
          {history.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                {history.isFetchingNextPage ? t('activity.loadingMore') : t('activity.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
