import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CardProps {
  title: ReactNode;
  icon?: ReactNode;
  /** Extra controls at the end of the title row. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Heading level of the title (default h2). */
  level?: 2 | 3;
}

/** A titled panel of the profile page. */
export function Card({ title, icon, action, children, className, level = 2 }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('min-w-0 rounded-2xl border border-line bg-surface/80 p-4 sm:p-5', className)}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <Heading className="flex min-w-0 items-center gap-2 text-base font-bold">
          {icon}
          <span className="truncate">{title}</span>
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}
