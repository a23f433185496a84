import { useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action does and costs, in the caller's words. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Runs on confirm; the dialog waits for it and closes when it settles (success or failure, which the caller shows). */
  onConfirm(): Promise<void>;
  onClose(): void;
  /** 'danger' draws the confirm button red (a destructive action); default: the accent. */
  tone?: 'default' | 'danger';
}

/** Asks before an action that spends or changes something: Cancel, or confirm (busy while the action runs). */
export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, closeLabel, onConfirm, onClose, tone = 'default' }: ConfirmDialogProps) {
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
        <DialogContent title={title} description={body} closeLabel={closeLabel}>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button
              {...(tone === 'danger' ? { variant: 'outline' as const, className: 'border-danger/60 text-danger hover:bg-danger/10' } : {})}
              onClick={() => void confirm()}
              disabled={busy}
              data-testid="confirm"
            >
              {busy ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : null}
              {confirmLabel}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
