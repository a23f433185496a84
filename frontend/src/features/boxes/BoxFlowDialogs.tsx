import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import type { BoxDto } from '@nova/protocol';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { BoxDetailsDialog } from './BoxDetailsDialog';
import { useBoxText } from './boxText';
import { useBoxFlowStore } from './useBoxFlowStore';

// Its own chunk (the reel, motion and confetti), fetched beside this one (loadDialogs.ts).
const OpeningDialog = lazy(() => import('../opening/OpeningDialog'));

/** The details dialog and the opening (the opening's animation code is its own chunk). */
export default function BoxFlowDialogs() {
  const opening = useBoxFlowStore((s) => s.opening);
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
