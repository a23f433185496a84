import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { firstPageShown } from '../../firstLoad/schedule';

/** The longest the deferred work waits for the first page's reads (a hanging request must not hold the socket back). */
const MAX_WAIT_MS = 4000;

/**
 * Rendered after the page inside the page area's Suspense boundary, so it mounts when the page's code and texts have
 * arrived; it then waits for the reads the page started to settle and calls `firstPageShown`.
 */
export function FirstPageSignal() {
  const client = useQueryClient();
  useEffect(() => {
    let unsubscribe = () => {};
    const done = () => {
      unsubscribe();
      clearTimeout(cap);
      firstPageShown();
    };
    const cap = setTimeout(done, MAX_WAIT_MS);
    // The page's queries start in its own effects, which run before this one; their fetching state is set by then.
    if (client.isFetching() === 0) done();
    else unsubscribe = client.getQueryCache().subscribe(() => client.isFetching() === 0 && done());
    return () => {
      unsubscribe();
      clearTimeout(cap);
    };
  }, [client]);
  return null;
}
