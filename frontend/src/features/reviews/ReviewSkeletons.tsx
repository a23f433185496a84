const pulse = 'animate-pulse motion-reduce:animate-none';

/** The loading state: `count` cards shaped like review cards (6 while loading). */
export function ReviewSkeletons({ count = 6, label }: { count?: number; label: string }) {
  return (
    <ul role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} data-testid="review-skeleton" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface/60 p-4 sm:p-5">
          <div className="flex items-center gap-3">
            <div className={`h-11 w-11 shrink-0 rounded-full bg-surface-3 ${pulse}`} />
            <div className="flex-1 space-y-2">
              <div className={`h-4 w-1/2 rounded bg-surface-3 ${pulse}`} />
              <div className={`h-3 w-1/3 rounded bg-surface-2 ${pulse}`} />
            </div>
          </div>
          <div className={`h-4 w-28 rounded bg-surface-3 ${pulse}`} />
          <div className="space-y-2">
            <div className={`h-3 w-full rounded bg-surface-2 ${pulse}`} />
            <div className={`h-3 w-5/6 rounded bg-surface-2 ${pulse}`} />
            <div className={`h-3 w-2/3 rounded bg-surface-2 ${pulse}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
