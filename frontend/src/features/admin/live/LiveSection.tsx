import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import { ErrorCode } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../i18n/format';
import { api } from '../../../lib/queryClient';
import { loadStaffFeed } from '../../../realtime/handlers/staff';
import { useStaffStore } from '../../../stores/useStaffStore';
import { FeedPanel } from '../../staff/FeedPanel';
import { LiveBadge } from '../../winners/LiveBadge';
import { SectionHeader } from '../SectionHeader';

/**
 * Live openings (`/admin/live`): the operations feed and every paid opening as it happens, for all staff (support
 * agents watch; acting on money is for admins), with pause. The console keeps the feed subscribed.
 * `/admin/live?tab=tickets` (the old staff page's tickets tab) goes to the tickets section.
 */
export default function LiveSection() {
  const { t } = useTranslation('staff');
  const { t: tc } = useTranslation();
  const { paused, held, error, setPaused } = useStaffStore();
  const reload = useCallback(() => void loadStaffFeed(api), []);
  const [params] = useSearchParams();
  if (params.get('tab') === 'tickets') return <Navigate to="/admin/tickets" replace />;
  const heldCount = held.feed.length + held.openings.length;

  return (
    <section>
      <SectionHeader section="live">
        <LiveBadge />
        <Button variant={paused ? 'primary' : 'secondary'} onClick={() => setPaused(!paused)} aria-pressed={paused}>
          {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
          {paused ? t('resume') : t('pause')}
        </Button>
      </SectionHeader>

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

      <FeedPanel reload={reload} />
    </section>
  );
}
