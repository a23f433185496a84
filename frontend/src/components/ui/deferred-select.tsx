import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { deferred } from '../layout/deferred';
import { cn } from '../../lib/cn';
import type { SelectProps } from './select';
import { selectTriggerClass } from './trigger-styles';

/** A look-alike of a closed `Select`'s trigger; activating it calls `open`. */
export function SelectStandIn({ label, display, open, className }: { label: string; display: ReactNode; open: () => void; className?: string }) {
  return (
    <button
      type="button"
      role="combobox"
      aria-label={label}
      aria-expanded={false}
      aria-haspopup="listbox"
      className={cn(selectTriggerClass, 'border-line', className)}
      onClick={open}
    >
      <span>{display}</span>
      <ChevronDown className="h-4 w-4 text-fg-muted" aria-hidden />
    </button>
  );
}

const LazySelect = deferred<SelectProps>(() => import('./select').then((m) => m.Select), 'open');

/**
 * A `Select` for a page's first render: its look-alike until first used, then the Radix list, opening at once. The
 * Radix select and the layers under it (popper, focus scope, scroll lock) are most of a page's first load when the
 * page itself is small (docs/performance.md). One per page: an early activation is remembered for the next mount.
 */
export function DeferredSelect(props: SelectProps) {
  const selected = props.options.find((o) => o.value === props.value);
  return (
    <LazySelect
      {...props}
      fallback={(open) => (
        <SelectStandIn label={props.label} display={props.display ?? selected?.label ?? props.placeholder} open={open} className={props.className} />
      )}
    />
  );
}
