import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFeed } from '../../realtime/feeds';
import { BoxDetailsDialog } from './BoxDetailsDialog';
import { invalidateCatalog } from './queries';
import { useBoxFlowStore } from './useBoxFlowStore';

const OpeningDialog = lazy(() => import('../opening/OpeningDialog'));

/**
 * The box dialogs a page with box cards needs: details, and the opening (its animation code loads on demand,
 * preloaded while the details are open). Render once per page. While shown, the page follows the live catalog
 * (`catalog:changed`): boxes appear, change and leave without a reload (see `realtime/handlers/catalog.ts`).
 */
export function BoxDialogs() {
  const client = useQueryClient();
  useFeed('catalog', () => void invalidateCatalog(client));
  const opening = useBoxFlowStore((s) => s.opening);
  return (
    <>
      <BoxDetailsDialog />
      {opening ? (
        <Suspense fallback={null}>
          <OpeningDialog key={opening.round} box={opening.box} />
        </Suspense>
      ) : null}
    </>
  );
}
