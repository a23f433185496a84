import type { QueryClient } from '@tanstack/react-query';
import { catalogChangedSchema, type CatalogChange } from '@nova/protocol';
import { invalidateBox } from '../../features/boxes/queries';
import { useBoxFlowStore } from '../../features/boxes/useBoxFlowStore';
import { i18n } from '../../i18n';
import { toast } from '../../stores/useToastStore';
import type { NovaSocket } from '../socket';

/** Changes after which a box is no longer in the shop. */
const GONE: ReadonlySet<CatalogChange> = new Set(['unpublished', 'archived', 'deleted']);

/**
 * `catalog:changed` -> the catalog queries: the lists and the box's details are read again where they are shown
 * (the boxes page, the home page's trending grid, an open details or opening dialog), so new odds and prices show
 * without a reload and the next opening carries the new odds version. A details dialog of a box that left the shop
 * closes with a notice. Older facts than the last one applied are dropped (`seq`).
 */
export function registerCatalogHandlers(socket: NovaSocket, client: QueryClient): () => void {
  let lastSeq = 0;
  const onChanged = (payload: unknown) => {
    const parsed = catalogChangedSchema.safeParse(payload);
    if (!parsed.success || parsed.data.seq <= lastSeq) return;
    const { seq, boxId, change } = parsed.data;
    lastSeq = seq;
    const gone = GONE.has(change);
    const flow = useBoxFlowStore.getState();
    if (gone && flow.detailsId === boxId) {
      flow.closeDetails();
      toast({ title: i18n.t('boxes:details.goneTitle'), description: i18n.t('boxes:details.gone') });
    }
    void invalidateBox(client, boxId, gone);
  };
  socket.on('catalog:changed', onChanged);
  return () => socket.off('catalog:changed', onChanged);
}
