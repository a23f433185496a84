import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}

/** Asks before a destructive action; the confirm button waits for it and the dialog closes when it is done. */
export function ConfirmDialog({ open, title, body, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      {open ? (
        <DialogContent title={title} closeLabel={t('catalog.form.close')}>
          <p className="text-sm text-fg-muted">{body}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              {t('catalog.form.cancel')}
            </Button>
            <Button
              variant="outline"
              onClick={() => void confirm()}
              disabled={busy}
              className="border-danger/60 text-danger hover:bg-danger/10"
              data-testid="confirm"
            >
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
