import { Button } from '../ui/button';

/** The words a list's footer shows, translated by the caller. */
export interface ListFooterTexts {
  loadMore: string;
  loadingMore: string;
  end: string;
  failed: string;
}

interface ListFooterProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore(): void;
  texts: ListFooterTexts;
}

/** Below a public list paged by hand: Load more while there is a next page, the list's end otherwise, and a failed load. */
export function ListFooter({ hasMore, loading, failed, onMore, texts }: ListFooterProps) {
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      {hasMore ? (
        <Button variant="secondary" size="lg" onClick={onMore} disabled={loading} aria-busy={loading}>
          {loading ? texts.loadingMore : texts.loadMore}
        </Button>
      ) : (
        <p className="text-sm text-fg-muted">{texts.end}</p>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {texts.failed}
        </p>
      ) : null}
    </div>
  );
}
