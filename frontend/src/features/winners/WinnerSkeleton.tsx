/** The loading state: `count` rows shaped like winner rows (10 while loading). */
export function WinnerSkeletons({ count = 10, label }: { count?: number; label: string }) {
  return (
    <ul role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          data-testid="winner-skeleton"
          className="flex items-center gap-4 rounded-2xl border border-line bg-surface/60 p-3 sm:p-4"
        >
          <div className="h-14 w-14 shrink-0 animate-pulse rounded-xl bg-surface-3 motion-reduce:animate-none sm:h-16 sm:w-16" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-2/5 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
            <div className="h-3 w-3/5 animate-pulse rounded bg-surface-2 motion-reduce:animate-none" />
          </div>
          <div className="h-6 w-16 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
        </li>
      ))}
    </ul>
  );
}
