import { cn } from '../../lib/cn';
import { FieldFrame, fieldControlClass } from './field-frame';

/** The image types the server's uploads accept (it checks the content, not this list). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

export interface FileFieldProps {
  label: string;
  hint: string;
  multiple?: boolean;
  /** Defaults to the image types uploads accept. */
  accept?: string;
  error: string | undefined;
  onFiles(files: File[]): void;
}

/** A labelled file picker in the form's frame, with a hint and its error underneath. */
export function FileField({ label, hint, multiple, accept = IMAGE_ACCEPT, error, onFiles }: FileFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            accept={accept}
            multiple={multiple}
            onChange={(e) => onFiles(Array.from(e.currentTarget.files ?? []))}
            className={cn(
              'py-2 file:me-3 file:rounded-lg file:border-0 file:bg-surface-3 file:px-3 file:py-1.5 file:text-fg',
              fieldControlClass(error),
            )}
          />
          <p className="text-xs text-fg-muted">{hint}</p>
        </>
      )}
    </FieldFrame>
  );
}
