import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { TIMINGS } from '@nova/protocol';

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A tooltip on its (focusable) child, shown on hover and keyboard focus after 700 ms (at once within 300 ms of it
 * closing). Each carries its own provider, so the shell mounts none before a tooltip's code has loaded
 * (`tooltip.tsx` loads this module once the page is idle).
 */
export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={TIMINGS.tooltipDelayMs} skipDelayDuration={TIMINGS.tooltipSkipDelayMs}>
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
    </RadixTooltip.Provider>
  );
}
