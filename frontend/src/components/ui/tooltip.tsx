import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { TIMINGS } from '@nova/protocol';

/** Wraps the app once: tooltips open after 700 ms, and 300 ms after one closes the next opens at once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TIMINGS.tooltipDelayMs} skipDelayDuration={TIMINGS.tooltipSkipDelayMs}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/** A tooltip on its (focusable) child, shown on hover and keyboard focus. */
export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className="z-50 max-w-xs rounded-lg border border-line bg-surface-3 px-2.5 py-1.5 text-xs text-fg shadow-xl animate-pop-in"
        >
          {content}
          <RadixTooltip.Arrow className="fill-surface-3" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
