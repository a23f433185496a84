import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnimatePresence } from 'framer-motion';
import { Trophy, Users } from 'lucide-react';
import { EmptyState } from '../components/layout/EmptyState';
import { PageHeader } from '../components/layout/PageHeader';
import { Button } from '../components/ui/button';
import { LiveBadge } from '../features/winners/LiveBadge';
import { WinnerRow } from '../features/winners/WinnerRow';
import { WinnerSkeletons } from '../features/winners/WinnerSkeleton';
import { formatNumber } from '../i18n/format';
import { api } from '../lib/queryClient';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useNow } from '../lib/useNow';
import { useFeed } from '../realtime/feeds';
import { loadMoreWinners, loadWinners } from '../realtime/handlers/winners';
import { usePresenceStore } from '../stores/usePresenceStore';
import { useWinnersStore } from '../stores/useWinnersStore';
import { ListFooter } from '../components/layout/ListFooter';

/**
 * Winners: real wins and admin-added winners, newest first, new ones animating in
 * live; 'Load More Winners' loads the next page through the cursor; 10 skeleton rows while loading.
 */
export default function WinnersPage() {
  const { t } = useTranslation('winners');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.winners'));
  const { status, entries, fresh, nextCursor, loadingMore } = useWinnersStore();
  const online = usePresenceStore((s) => s.online);
  const now = useNow(30_000);
  const [moreFailed, setMoreFailed] = useState(false);

  useFeed('winners', () => void loadWinners(api));

  const loadMore = () => {
    setMoreFailed(false);
    loadMoreWinners(api).catch(() => setMoreFailed(true));
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <PageHeader icon={Trophy} eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')}>
        <div className="flex items-center gap-2">
          {online !== null ? (
            <span className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-2 px-2.5 py-1 text-xs font-semibold text-fg-muted">
              <Users className="h-3.5 w-3.5" aria-hidden />
              {t('online', { count: formatNumber(online) })}
            </span>
          ) : null}
          <LiveBadge />
        </div>
      </PageHeader>

      {status === 'idle' || (status === 'loading' && entries.length === 0) ? (
        <WinnerSkeletons label={tc('loading')} />
      ) : status === 'error' ? (
        <div className="rounded-2xl border border-line bg-surface/70 px-6 py-12 text-center">
          <p className="text-lg font-semibold">{t('error')}</p>
          <Button className="mt-5" variant="secondary" onClick={() => void loadWinners(api)}>
            {t('retry')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState title={t('empty.title')} body={t('empty.body')} cta={t('empty.cta')} />
      ) : (
        <>
          <ul aria-label={t('listLabel')} className="flex flex-col gap-3">
            <AnimatePresence initial={false}>
              {entries.map((winner) => (
                <WinnerRow key={winner.id} winner={winner} fresh={Boolean(fresh[winner.id])} now={now} />
              ))}
            </AnimatePresence>
          </ul>
          <ListFooter
            hasMore={Boolean(nextCursor)}
            loading={loadingMore}
            failed={moreFailed}
            onMore={loadMore}
            texts={{ loadMore: t('loadMore'), loadingMore: t('loadingMore'), end: t('end'), failed: t('loadMoreFailed') }}
          />
        </>
      )}
    </section>
  );
}
