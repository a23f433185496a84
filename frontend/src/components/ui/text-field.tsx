import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '../../lib/cn';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown in red under the input and announced with it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with its error message in red underneath (`aria-invalid`, `aria-describedby`).
 * Works with react-hook-form: `<TextField label="Email" {...register('email')} error={...} />`.
 */
export function TextField({ label, error, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-11 w-full rounded-xl border bg-surface-2 px-3.5 text-base text-fg placeholder:text-fg-muted/60 sm:text-sm',
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
