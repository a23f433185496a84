import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown in red under the field and announced with it. */
  error?: string | undefined;
  /** Small text at the end of the label row (e.g. a character count). */
  aside?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its error underneath; the TextField of longer texts (react-hook-form ready). */
export function TextArea({ label, error, aside, className, ref, ...input }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {aside}
      </div>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'min-h-36 w-full resize-y rounded-xl border bg-surface-2 px-3.5 py-2.5 text-base text-fg placeholder:text-fg-muted/60 sm:text-sm',
          'focus:border-accent focus:ring-2 focus:ring-accent/40 focus:outline-none',
          error ? 'border-danger' : 'border-line',
          className,
        )}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
