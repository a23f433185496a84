import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeed } from '../../realtime/feeds';
import { appSocket } from '../../realtime/live';
import { loadBoxFlowDialogs, preloadBoxDialogs } from './loadDialogs';
import { resyncCatalog } from './queries';
import { useBoxFlowStore } from './useBoxFlowStore';

const BoxFlowDialogs = lazy(loadBoxFlowDialogs);

/**
 * The box dialogs a page with box cards needs: details and the opening. Their code (the dialog primitives, the
 * prize list, the reel) is not part of the first load: it is fetched as soon as the page is idle, so a click almost
 * always finds it ready; if the click still comes first, a spinner covers the wait. Render once per page. While
 * shown, the page follows the live catalog (`catalog:changed`): boxes appear, change and leave without a reload
 * (see `realtime/handlers/catalog.ts`).
 */
export function BoxDialogs() {
  const client = useQueryClient();
  // The catalog queries load on their own; they are read again after each subscription (a change may have come in
  // between), not at mount before the socket is up, when they have just been loaded.
  useFeed('catalog', () => {
    if (appSocket.current()?.connected) void resyncCatalog(client);
  });
  const shown = useBoxFlowStore((s) => s.detailsId !== null || s.opening !== null);
  useEffect(preloadBoxDialogs, []);
  return shown ? (
    <Suspense fallback={<DialogsPending />}>
      <BoxFlowDialogs />
    </Suspense>
  ) : null;
}

/** What a click shows while the dialogs' code arrives (rare: it is preloaded when the page is idle). */
function DialogsPending() {
  const { t } = useTranslation('boxes');
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/70" role="status" aria-label={t('details.loading')}>
      <span
        className="h-8 w-8 animate-spin rounded-full border-2 border-fg-muted border-t-transparent motion-reduce:animate-none"
        aria-hidden
      />
    </div>
  );
}
