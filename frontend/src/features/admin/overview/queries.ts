import { queryOptions } from '@tanstack/react-query';
import type { OverviewDto, OverviewPeriod } from '@nova/protocol';
import { api } from '../../../lib/queryClient';

/** The console's overview: `all` is the prefix of every period's figures. */
export const overviewQueries = {
  all: ['admin', 'overview'] as const,
  period: (period: OverviewPeriod) =>
    queryOptions({
      queryKey: [...overviewQueries.all, period] as const,
      queryFn: ({ signal }) => api.json<OverviewDto>('GET', `/api/admin/overview?period=${period}`, undefined, { auth: true, signal }),
    }),
};
