import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** One figure of the Overview: an icon, what it is, the value and a line that says how it is counted. */
export function FigureCard(props: { icon: LucideIcon; label: string; value: string; hint: string; tone?: 'gold' | 'danger'; id: string }) {
  const Icon = props.icon;
  return (
    <div className="min-w-0 rounded-2xl border border-line bg-surface/70 p-4" role="group" aria-labelledby={`figure-${props.id}`}>
      <p id={`figure-${props.id}`} className="flex items-start gap-1.5 text-xs font-semibold text-fg-muted uppercase">
        <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">{props.label}</span>
      </p>
      <p
        data-testid={`figure-${props.id}`}
        className={cn(
          'mt-1.5 font-display text-xl font-extrabold tabular-nums break-words sm:text-2xl',
          props.tone === 'gold' && 'text-gold',
          props.tone === 'danger' && 'text-danger',
        )}
      >
        {props.value}
      </p>
      <p className="mt-1 text-xs text-fg-muted">{props.hint}</p>
    </div>
  );
}
