import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, Radio } from 'lucide-react';
import { ErrorCode, STAFF_EVENT_KINDS } from '@nova/protocol';
import { RequireRole } from '../auth/guards';
import { Button } from '../components/ui/button';
import { FeedList } from '../features/staff/FeedList';
import { OpeningsTable } from '../features/staff/OpeningsTable';
import { LiveBadge } from '../features/winners/LiveBadge';
import { formatNumber } from '../i18n/format';
import { cn } from '../lib/cn';
import { api } from '../lib/queryClient';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useFeed } from '../realtime/feeds';
import { loadStaffFeed, loadStaffOpenings } from '../realtime/handlers/staff';
import { useSessionStore } from '../stores/useSessionStore';
import { useStaffStore } from '../stores/useStaffStore';

/** The openings stream, for admins only (its own component so support staff never subscribe to it). */
function AdminOpenings() {
  const { t } = useTranslation('staff');
  const openings = useStaffStore((s) => s.openings);
  const refused = useStaffStore((s) => s.refused);
  useFeed(
    'staff:openings',
    () => void loadStaffOpenings(api),
    (code) => refused(code),
  );
  return (
    <section aria-labelledby="openings-stream" className="min-w-0">
      <h2 id="openings-stream" className="text-lg font-bold">
        {t('openingsTitle')}
      </h2>
      <p className="mb-3 text-sm text-fg-muted">{t('openingsHint')}</p>
      {openings.items.length ? (
        <OpeningsTable openings={openings.items} />
      ) : (
        <p className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm text-fg-muted">
          {openings.status === 'loading' || openings.status === 'idle' ? t('loading') : t('emptyOpenings')}
        </p>
      )}
    </section>
  );
}

function StaffLive() {
  const { t } = useTranslation('staff');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.staffLive'));
  const isAdmin = useSessionStore((s) => s.user?.role === 'admin');
  const { feed, paused, held, kinds, error, setPaused, toggleKind, showAllKinds, refused } = useStaffStore();
  const reload = useCallback(() => void loadStaffFeed(api), []);
  useFeed('staff:feed', reload, (code) => refused(code));

  const shown = kinds.length ? feed.items.filter((e) => kinds.includes(e.kind)) : feed.items;
  const heldCount = held.feed.length + held.openings.length;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="mb-2 inline-flex items-center gap-2 text-sm font-semibold text-accent-soft">
            <Radio className="h-4 w-4" aria-hidden />
            {t('eyebrow')}
          </p>
          <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-fg-muted">{t('subtitle')}</p>
        </div>
        <div className="flex items-center gap-2">
          <LiveBadge />
          <Button variant={paused ? 'primary' : 'secondary'} onClick={() => setPaused(!paused)} aria-pressed={paused}>
            {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
            {paused ? t('resume') : t('pause')}
          </Button>
        </div>
      </header>

      {error ? (
        <p role="alert" className="mb-4 rounded-xl border border-danger/40 bg-danger-bg px-4 py-3 text-sm text-danger">
          {t('refused')} {error in ErrorCode ? tc(`errors.${error as ErrorCode}`) : null}
        </p>
      ) : null}

      {paused ? (
        <p role="status" className="mb-4 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-gold">
          {t('paused')} {heldCount ? t('held', { count: formatNumber(heldCount) }) : null}
        </p>
      ) : null}

      <div
        role="group"
        aria-label={t('filters.label')}
        className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <button
          type="button"
          aria-pressed={kinds.length === 0}
          onClick={showAllKinds}
          className={cn(
            'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition motion-reduce:transition-none',
            kinds.length === 0 ? 'border-accent bg-accent/20 text-fg' : 'border-line bg-surface-2 text-fg-muted hover:text-fg',
          )}
        >
          {t('filters.all')}
        </button>
        {STAFF_EVENT_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={kinds.includes(kind)}
            onClick={() => toggleKind(kind)}
            className={cn(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition motion-reduce:transition-none',
              kinds.includes(kind) ? 'border-accent bg-accent/20 text-fg' : 'border-line bg-surface-2 text-fg-muted hover:text-fg',
            )}
          >
            {t(`kinds.${kind}`)}
          </button>
        ))}
      </div>

      <div className={cn('grid gap-8', isAdmin && 'xl:grid-cols-2')}>
        <section aria-labelledby="operations-feed" className="min-w-0">
          <h2 id="operations-feed" className="mb-3 text-lg font-bold">
            {t('feedTitle')}
          </h2>
          {feed.status === 'error' && feed.items.length === 0 ? (
            <div className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm">
              <p>{t('error')}</p>
              <Button className="mt-3" size="sm" variant="secondary" onClick={reload}>
                {t('retry')}
              </Button>
            </div>
          ) : shown.length ? (
            <FeedList events={shown} />
          ) : (
            <p className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm text-fg-muted">
              {feed.status === 'loading' || feed.status === 'idle' ? t('loading') : kinds.length ? t('emptyFiltered') : t('empty')}
            </p>
          )}
        </section>
        {isAdmin ? <AdminOpenings /> : null}
      </div>
    </section>
  );
}

/** The staff live page (`/admin/live`): support staff and admins; the server enforces the rooms anyway. */
export default function StaffLivePage() {
  return (
    <RequireRole roles={['support', 'admin']}>
      <StaffLive />
    </RequireRole>
  );
}
