import { cn } from '../../lib/cn';

export interface Figure {
  label: string;
  value: string;
  /** For tests and the browser test. */
  testId?: string;
}

/** Labelled figures as a description list: a small muted label over a bold number; `className` lays them out. */
export function Figures({
  items,
  className,
  size = 'md',
  testId,
}: {
  items: Figure[];
  className: string;
  size?: 'md' | 'lg';
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {items.map((f) => (
        <div key={f.label} className="min-w-0">
          <dt className="text-xs text-fg-muted">{f.label}</dt>
          <dd className={cn('truncate font-bold tabular-nums', size === 'lg' && 'text-lg')} data-testid={f.testId}>
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
