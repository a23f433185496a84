import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Inbox, Pause, Play, Radio } from 'lucide-react';
import { ErrorCode } from '@nova/protocol';
import { RequireRole } from '../auth/guards';
import { Button } from '../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { FeedPanel } from '../features/staff/FeedPanel';
import { TicketsDesk } from '../features/support/desk/TicketsDesk';
import { LiveBadge } from '../features/winners/LiveBadge';
import { formatNumber } from '../i18n/format';
import { api } from '../lib/queryClient';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useFeed } from '../realtime/feeds';
import { loadStaffFeed } from '../realtime/handlers/staff';
import { useStaffStore } from '../stores/useStaffStore';

/** The page's views; `?tab=tickets` opens the support tickets desk. */
type View = 'feed' | 'tickets';
const viewOf = (value: string | null): View => (value === 'tickets' ? 'tickets' : 'feed');

function StaffLive() {
  const { t } = useTranslation('staff');
  const { t: ts } = useTranslation('support');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.staffLive'));
  const { paused, held, error, setPaused, refused } = useStaffStore();
  const reload = useCallback(() => void loadStaffFeed(api), []);
  // Subscribed for the whole page: the feed tab shows it, the tickets desk hears new tickets through it.
  useFeed('staff:feed', reload, (code) => refused(code));
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('tab'));
  const heldCount = held.feed.length + held.openings.length;

  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (viewOf(value) === 'feed') next.delete('tab');
        else next.set('tab', 'tickets');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

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

      <Tabs value={view} onValueChange={select}>
        <TabsList aria-label={ts('tickets.viewsLabel')} className="mb-5">
          <TabsTrigger value="feed" className="inline-flex items-center gap-1.5">
            <Radio className="h-4 w-4" aria-hidden />
            {ts('tickets.feedTab')}
          </TabsTrigger>
          <TabsTrigger value="tickets" className="inline-flex items-center gap-1.5">
            <Inbox className="h-4 w-4" aria-hidden />
            {ts('tickets.tab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="feed" className="mt-0">
          <FeedPanel reload={reload} />
        </TabsContent>
        <TabsContent value="tickets" className="mt-0">
          <TicketsDesk />
        </TabsContent>
      </Tabs>
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
