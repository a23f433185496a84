import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps {
  title: ReactNode;
  /** Screen-reader description; also shown under the title unless `hideDescription`. */
  description?: ReactNode;
  hideDescription?: boolean;
  /** Accessible label of the close button (translated by the caller). */
  closeLabel: string;
  /** The close button cannot be used now (its label should say why and when it can). */
  closeDisabled?: boolean;
  children?: ReactNode;
  className?: string;
  /** 'center' (modal card) or 'sheet' (full-height panel from the inline end, for mobile menus). */
  layout?: 'center' | 'sheet';
}

/** A modal dialog with overlay, focus trap, Escape to close, and a labelled close button. */
export function DialogContent({
  title,
  description,
  hideDescription,
  closeLabel,
  closeDisabled = false,
  children,
  className,
  layout = 'center',
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm animate-fade-in" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed z-50 flex flex-col border border-line bg-surface text-fg shadow-2xl focus:outline-none',
          layout === 'center' &&
            // Centring is symmetric, so physical left/translate is right in both directions.
            'left-1/2 top-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 animate-pop-in',
          layout === 'sheet' && 'inset-y-0 end-0 w-[min(22rem,88vw)] overflow-y-auto p-5 animate-slide-in-end',
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            title={closeDisabled ? closeLabel : undefined}
            disabled={closeDisabled}
            className="-me-2 -mt-1 rounded-lg p-2 text-fg-muted hover:bg-surface-2 hover:text-fg disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
          >
            <X className="h-5 w-5" aria-hidden />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className={hideDescription ? 'sr-only' : 'mb-4 text-sm text-fg-muted'}>
            {description}
          </RadixDialog.Description>
        ) : null}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export interface DialogFormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the submit button while the form is on its way. */
  busyLabel: string;
  busy: boolean;
  onCancel(): void;
}

/** A dialog form's closing row: Cancel, then the submit button (disabled and relabelled while busy), at the inline end. */
export function DialogFormActions({ cancelLabel, submitLabel, busyLabel, busy, onCancel }: DialogFormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
