import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface PageHeaderProps {
  icon: LucideIcon;
  /** The small line over the title. */
  eyebrow: string;
  title: string;
  subtitle?: string;
  /** Shown at the far end of the header (live badge, counters). */
  children?: ReactNode;
}

/** A page's opening header: eyebrow with its icon, the page's one h1, an optional subtitle, and extras at the end. */
export function PageHeader({ icon: Icon, eyebrow, title, subtitle, children }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="mb-2 inline-flex items-center gap-2 text-sm font-semibold text-accent-soft">
          <Icon className="h-4 w-4" aria-hidden />
          {eyebrow}
        </p>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-xl text-fg-muted">{subtitle}</p> : null}
      </div>
      {children}
    </header>
  );
}
