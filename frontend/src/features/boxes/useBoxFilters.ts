import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_CATEGORIES, DEFAULT_SORT, isBoxSort, type BoxFilters } from './filters';

/**
 * The boxes page's filters, kept in the address (`?q=&category=&sort=`) so links, reloads and Back work.
 * Defaults are left out of the address. Typing in the search replaces the history entry instead of adding one
 * per keystroke; choosing a category or sort adds one.
 */
export function useBoxFilters(): [BoxFilters, (next: Partial<BoxFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<BoxFilters>(() => {
    const sort = params.get('sort');
    return {
      query: params.get('q') ?? '',
      category: params.get('category') || ALL_CATEGORIES,
      sort: isBoxSort(sort) ? sort : DEFAULT_SORT,
    };
  }, [params]);

  const update = useCallback(
    (next: Partial<BoxFilters>) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          const put = (key: string, value: string | undefined, fallback: string) => {
            if (value === undefined) return;
            if (value === fallback || value === '') out.delete(key);
            else out.set(key, value);
          };
          put('q', next.query, '');
          put('category', next.category, ALL_CATEGORIES);
          put('sort', next.sort, DEFAULT_SORT);
          return out;
        },
        { replace: next.query !== undefined && next.category === undefined && next.sort === undefined, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [filters, update];
}
