import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import type { BoxDto } from '@nova/protocol';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useFeed } from '../../realtime/feeds';
import { loadOpeningDialog, preloadOpeningDialog } from '../opening/load';
import { BoxDetailsDialog } from './BoxDetailsDialog';
import { useBoxText } from './boxText';
import { resyncCatalog } from './queries';
import { useBoxFlowStore } from './useBoxFlowStore';

const OpeningDialog = lazy(loadOpeningDialog);

/**
 * The box dialogs a page with box cards needs: details, and the opening (its animation code is its own chunk,
 * fetched as soon as the page is idle; if Open still comes first, the dialog shows its preparing state at once).
 * Render once per page. While shown, the page follows the live catalog (`catalog:changed`): boxes appear, change
 * and leave without a reload (see `realtime/handlers/catalog.ts`).
 */
export function BoxDialogs() {
  const client = useQueryClient();
  useFeed('catalog', () => void resyncCatalog(client));
  const opening = useBoxFlowStore((s) => s.opening);
  useEffect(preloadOpeningDialog, []);
  return (
    <>
      <BoxDetailsDialog />
      {opening ? (
        <Suspense fallback={<OpeningPending box={opening.box} />}>
          <OpeningDialog key={opening.round} box={opening.box} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The opening dialog's first state while its code arrives. */
function OpeningPending({ box }: { box: BoxDto }) {
  const { t } = useTranslation('opening');
  const { name } = useBoxText()(box);
  return (
    <Dialog open>
      <DialogContent
        title={name}
        description={t('dialog.description', { box: name })}
        hideDescription
        closeLabel={t('dialog.close')}
        className="sm:max-w-xl"
      >
        <p className="flex items-center gap-2 text-sm font-semibold" role="status">
          <Loader2 className="h-4 w-4 animate-spin text-fg-muted motion-reduce:animate-none" aria-hidden />
          {t('dialog.requesting')}
        </p>
      </DialogContent>
    </Dialog>
  );
}
