import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export interface LoadableProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** What failing to load says, and the retry button's label. */
  failed: string;
  retry: string;
  /** Height class of the placeholder while loading. */
  skeleton?: string;
  children: (data: T) => ReactNode;
}

/** A query's three states: a pulsing placeholder, the failure with a retry button, or its data. */
export function Loadable<T>({ query, failed, retry, skeleton = 'h-16', children }: LoadableProps<T>) {
  if (query.isPending)
    return <div className={cn(skeleton, 'animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none')} aria-hidden />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="grid justify-items-start gap-2 text-sm text-fg-muted">
        <p>{failed}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** "Load more" under a paged list, while there is a next page. */
export function LoadMore({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className="justify-self-center"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
