import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, fieldControlClass } from './field-frame';

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
  return (
    <FieldFrame label={label} error={error}>
      {(control) => <input ref={ref} {...control} className={cn('h-11', fieldControlClass(error), className)} {...input} />}
    </FieldFrame>
  );
}
