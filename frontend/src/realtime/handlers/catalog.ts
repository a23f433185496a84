import type { QueryClient } from '@tanstack/react-query';
import { catalogChangedSchema, type CatalogChange } from '@nova/protocol';
import { invalidateBox } from '../../features/boxes/queries';
import { useBoxFlowStore } from '../../features/boxes/useBoxFlowStore';
import { i18n } from '../../i18n';
import { toast } from '../../stores/useToastStore';
import { onResync } from '../connection';
import { fact, onFacts } from '../facts';
import { feeds, type FeedManager } from '../feeds';
import { admit, cursorFor, watchGaps } from '../merge';
import type { NovaSocket } from '../socket';

/** Changes after which a box is no longer in the shop. */
const GONE: ReadonlySet<CatalogChange> = new Set(['unpublished', 'archived', 'deleted']);

/**
 * `catalog:changed` -> the catalog queries: the lists and the box's details are read again where they are shown
 * (the boxes page, the home page's trending grid, an open details or opening dialog), so new odds and prices show
 * without a reload and the next opening carries the new odds version. A details dialog of a box that left the shop
 * closes with a notice. Each fact applies once (the stream's cursor); a fact the stream lost reads the whole catalog
 * again (the feed's own resync), and so does an unrecovered reconnection, after which the count starts afresh.
 */
export function registerCatalogHandlers(socket: NovaSocket, client: QueryClient, manager: Pick<FeedManager, 'refresh'> = feeds): () => void {
  let cursor = cursorFor<'catalog'>('changes');
  const moved = new Set<() => void>();
  const afresh = () => {
    cursor = cursorFor<'catalog'>('changes');
  };
  const stop = onFacts(socket, [
    fact('catalog:changed', catalogChangedSchema, (f) => {
      const admitted = admit(cursor, f);
      cursor = admitted.cursor;
      moved.forEach((listener) => listener());
      if (admitted.verdict !== 'apply') return;
      const { boxId, change } = f;
      const gone = GONE.has(change);
      const flow = useBoxFlowStore.getState();
      if (gone && flow.detailsId === boxId) {
        flow.closeDetails();
        toast({ title: i18n.t('boxes:details.goneTitle'), description: i18n.t('boxes:details.gone') });
      }
      void invalidateBox(client, boxId, gone);
    }),
  ]);
  const stopGaps = watchGaps(
    (listener) => {
      moved.add(listener);
      return () => moved.delete(listener);
    },
    () => cursor,
    () => {
      afresh();
      manager.refresh('catalog');
    },
  );
  const stopResync = onResync(afresh);
  return () => {
    stop();
    stopGaps();
    stopResync();
  };
}
