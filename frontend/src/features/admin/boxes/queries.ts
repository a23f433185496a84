import { queryOptions } from '@tanstack/react-query';
import type { AdminBoxDto, AdminBoxSummaryDto, BoxCategory, BoxStatus } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** The admin list's filters. */
export interface BoxFilters {
  status: BoxStatus | null;
  category: BoxCategory | null;
  q: string;
}

/** The admin catalog: `all` prefixes every read, `lists` every filtered list. */
export const adminBoxQueries = {
  all: ['admin', 'boxes'] as const,
  lists: ['admin', 'boxes', 'list'] as const,
  /** Every box admins may see (drafts, published, archived), filtered. */
  list: (filters: BoxFilters) =>
    queryOptions({
      queryKey: [...adminBoxQueries.lists, filters] as const,
      queryFn: ({ signal }) => {
        const query = new URLSearchParams();
        if (filters.status) query.set('status', filters.status);
        if (filters.category) query.set('category', filters.category);
        if (filters.q.trim()) query.set('q', filters.q.trim());
        const suffix = query.size ? `?${query.toString()}` : '';
        return api.json<AdminBoxSummaryDto[]>('GET', `/api/admin/boxes${suffix}`, undefined, { auth: true, signal });
      },
      refetchOnMount: 'always',
      placeholderData: (previous) => previous,
    }),
  /** One box with its prizes (the editor). */
  one: (id: string) =>
    queryOptions({
      queryKey: [...adminBoxQueries.all, 'one', id] as const,
      queryFn: ({ signal }) =>
        api.json<AdminBoxDto>('GET', `/api/admin/boxes/${encodeURIComponent(id)}`, undefined, { auth: true, signal }),
      refetchOnMount: 'always',
    }),
};
