import type { ComponentPropsWithoutRef } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import { cn } from '../../lib/cn';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** A non-modal floating panel anchored to its trigger (Escape and outside click close it). */
export function PopoverContent({ className, ...props }: ComponentPropsWithoutRef<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={10}
        className={cn('z-50 rounded-2xl border border-line bg-surface p-4 text-fg shadow-2xl animate-pop-in', className)}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
