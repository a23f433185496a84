import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PageDto } from '@nova/protocol';
import { Button } from '../ui/button';
import { errorMessage } from '../../lib/errorMessage';

/** The words a paged list shows, translated by the caller. */
export interface PagedListTexts {
  label: string;
  loading: string;
  error: string;
  retry: string;
  empty: string;
  loadMore: string;
  loadingMore: string;
}

export interface PagedListProps<T> {
  /** A cursor-paged query (`useInfiniteQuery` over `PageDto<T>` pages). */
  query: UseInfiniteQueryResult<InfiniteData<PageDto<T>, unknown>>;
  texts: PagedListTexts;
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
}

const box = 'rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm';

/** A cursor-paged list: loading, error with retry, empty, the items, and "Load more" while there is a next page. */
export function PagedList<T>({ query, texts, itemKey, renderItem }: PagedListProps<T>) {
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  if (query.isPending) return <p className={`${box} text-fg-muted`}>{texts.loading}</p>;
  if (query.isError && entries.length === 0)
    return (
      <div role="alert" className={box}>
        <p>
          {texts.error} {errorMessage(query.error)}
        </p>
        <Button className="mt-3" size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  if (entries.length === 0) return <p className={`${box} text-fg-muted`}>{texts.empty}</p>;
  return (
    <>
      <ul aria-label={texts.label} className="grid gap-3">
        {entries.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? texts.loadingMore : texts.loadMore}
        </Button>
      ) : null}
    </>
  );
}
