import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, fieldControlClass } from './field-frame';

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
  return (
    <FieldFrame label={label} error={error} aside={aside}>
      {(control) => (
        <textarea ref={ref} {...control} className={cn('min-h-36 resize-y py-2.5', fieldControlClass(error), className)} {...input} />
      )}
    </FieldFrame>
  );
}
