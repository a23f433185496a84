import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What the framed control spreads onto itself: its id and the error wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The look every text control shares: surface, border (red with an error) and focus ring. */
export function fieldControlClass(error: string | undefined): string {
  return cn(
    'w-full rounded-xl border bg-surface-2 px-3.5 text-base text-fg placeholder:text-fg-muted/60 sm:text-sm',
    'focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none',
    error ? 'border-danger' : 'border-line',
  );
}

interface FieldFrameProps {
  label: string;
  /** Shown in red under the control and announced with it. */
  error?: string | undefined;
  /** Small text at the end of the label row (e.g. a character count). */
  aside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label above a control and its error message in red underneath (`aria-invalid`, `aria-describedby`). */
export function FieldFrame({ label, error, aside, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const labelEl = (
    <label htmlFor={id} className="text-sm font-medium">
      {label}
    </label>
  );
  return (
    <div className="grid gap-1.5">
      {aside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelEl}
          {aside}
        </div>
      ) : (
        labelEl
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
