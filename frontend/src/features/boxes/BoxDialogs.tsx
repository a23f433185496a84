import { lazy, Suspense } from 'react';
import { BoxDetailsDialog } from './BoxDetailsDialog';
import { useBoxFlowStore } from './useBoxFlowStore';

const OpeningDialog = lazy(() => import('../opening/OpeningDialog'));

/**
 * The box dialogs a page with box cards needs: details, and the opening (its animation code loads on demand,
 * preloaded while the details are open). Render once per page.
 */
export function BoxDialogs() {
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
