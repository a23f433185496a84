import { useState } from 'react';
import { useReducedMotion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FreeBoxClaimResultDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { formatNumber } from '../../i18n/format';
import { UnboxingActions } from '../dashboard/UnboxingActions';
import { ResultCard } from '../opening/ResultCard';

/** The prize a claim won, with Ship / Resell (the dashboard's unboxing actions) and a link to its proof. */
export function ClaimResultDialog({ result, onClose }: { result: FreeBoxClaimResultDto | null; onClose: () => void }) {
  const { t } = useTranslation('freeBoxes');
  const reduced = useReducedMotion() ?? false;
  // Which prize was shipped or resold from here: its buttons then give way to a note.
  const [acted, setActed] = useState<{ id: string; action: 'ship' | 'resell' } | null>(null);
  const done = result && acted?.id === result.openingId ? acted.action : null;
  return (
    <Dialog open={result !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {result ? (
        <DialogContent
          title={t('result.title')}
          description={t('result.description', { level: formatNumber(result.level) })}
          closeLabel={t('result.close')}
        >
          <div className="grid gap-5" data-testid="free-box-result">
            <ResultCard result={result} reduced={reduced} />
            <div className="flex flex-wrap items-center justify-center gap-2">
              {done ? (
                <p className="text-sm text-fg-muted">{done === 'ship' ? t('result.shipped') : t('result.resold')}</p>
              ) : result.isWin ? (
                <UnboxingActions
                  entry={{ id: result.openingId, prizeName: result.prizeName }}
                  onDone={(action) => setActed({ id: result.openingId, action })}
                />
              ) : null}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <Link
                to={`/fairness?opening=${encodeURIComponent(result.openingId)}`}
                className="text-accent-soft underline-offset-4 hover:underline"
              >
                {t('result.proof')}
              </Link>
              <DialogClose asChild>
                <Button variant="ghost">{t('result.close')}</Button>
              </DialogClose>
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
