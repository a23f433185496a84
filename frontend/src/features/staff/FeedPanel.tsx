import { useTranslation } from 'react-i18next';
import { STAFF_EVENT_KINDS } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { api } from '../../lib/queryClient';
import { useFeed } from '../../realtime/feeds';
import { loadStaffOpenings } from '../../realtime/handlers/staff';
import { useStaffStore } from '../../stores/useStaffStore';
import { FeedList } from './FeedList';
import { OpeningsTable } from './OpeningsTable';

/** The openings stream: every paid opening, for all staff (support agents watch; acting on money is for admins). */
function OpeningsStream() {
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

/**
 * The live openings section's body: kind filters, the operations feed and the openings stream. The admin console keeps
 * `staff:feed` subscribed (other sections refresh from it too); `reload` loads the feed's snapshot again.
 */
export function FeedPanel({ reload }: { reload: () => void }) {
  const { t } = useTranslation('staff');
  const { feed, kinds, toggleKind, showAllKinds } = useStaffStore();
  const shown = kinds.length ? feed.items.filter((e) => kinds.includes(e.kind)) : feed.items;

  return (
    <>
      <div
        role="group"
        aria-label={t('filters.label')}
        className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <ToggleChip pressed={kinds.length === 0} onClick={showAllKinds}>
          {t('filters.all')}
        </ToggleChip>
        {STAFF_EVENT_KINDS.map((kind) => (
          <ToggleChip key={kind} pressed={kinds.includes(kind)} onClick={() => toggleKind(kind)}>
            {t(`kinds.${kind}`)}
          </ToggleChip>
        ))}
      </div>

      <div className="grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
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
        <OpeningsStream />
      </div>
    </>
  );
}
