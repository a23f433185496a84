import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface ToggleChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Whether the filter it stands for is on (`aria-pressed`). */
  pressed: boolean;
}

/** A rounded filter chip that is on or off (`aria-pressed`), for rows of list filters. */
export function ToggleChip({ pressed, className, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition motion-reduce:transition-none',
        pressed ? 'border-accent bg-accent/20 text-fg' : 'border-line bg-surface-2 text-fg-muted hover:text-fg',
        className,
      )}
      {...props}
    />
  );
}
