import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { cn } from '../../lib/cn';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;

/** The menu panel: keyboard navigation, typeahead and focus return come from Radix. */
export function DropdownMenuContent({ className, children, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={8}
        align="end"
        className={cn('z-50 min-w-52 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-2xl animate-pop-in', className)}
        {...props}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none select-none',
        'data-[highlighted]:bg-surface-2 data-[highlighted]:text-fg data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RadixMenu.Label className="px-3 py-2 text-xs text-fg-muted">{children}</RadixMenu.Label>;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-line" />;
}
