import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Collapsible sections (Radix). `type="single" collapsible` gives the FAQ's one-open-at-a-time lists. */
export const Accordion = RadixAccordion.Root;

export function AccordionItem({ className, ...props }: ComponentPropsWithoutRef<typeof RadixAccordion.Item>) {
  return <RadixAccordion.Item className={cn('border-b border-line', className)} {...props} />;
}

export function AccordionTrigger({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RadixAccordion.Header className="flex">
      <RadixAccordion.Trigger
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 py-4 text-start font-medium hover:text-accent-soft',
          className,
        )}
      >
        {children}
        <ChevronDown
          className="h-4 w-4 shrink-0 text-fg-muted transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          aria-hidden
        />
      </RadixAccordion.Trigger>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RadixAccordion.Content className={cn('pb-4 text-sm text-fg-muted', className)}>{children}</RadixAccordion.Content>
  );
}
