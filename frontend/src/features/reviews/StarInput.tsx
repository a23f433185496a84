import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { REVIEW_LIMITS } from '@nova/protocol';
import { cn } from '../../lib/cn';

export interface StarInputProps {
  legend: string;
  /** The chosen number of stars, or undefined while none is chosen. */
  value: number | undefined;
  onChange(value: number): void;
  onBlur?(): void;
  error?: string | undefined;
  name: string;
  ref?: Ref<HTMLInputElement>;
}

const CHOICES = Array.from({ length: REVIEW_LIMITS.ratingMax }, (_, i) => i + 1);

/**
 * 1-5 stars as a radio group: each star is a real radio button (arrow keys move between them, the focused star is
 * outlined), filled up to the choice or to the star under the pointer. For react-hook-form's `Controller`.
 */
export function StarInput({ legend, value, onChange, onBlur, error, name, ref }: StarInputProps) {
  const { t } = useTranslation('reviews');
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1" onPointerLeave={() => setHover(null)}>
        {CHOICES.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            onPointerEnter={() => setHover(stars)}
          >
            <input
              ref={stars === 1 ? ref : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              className={cn(
                'h-8 w-8 transition-colors motion-reduce:transition-none',
                stars <= shown ? 'fill-gold text-gold' : 'text-fg-muted/50',
              )}
              aria-hidden
            />
            <span className="sr-only">{t('write.ratingOption', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
