import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ShippingAddress, UnboxingActionResultDto } from '@nova/protocol';
import { api } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';
import { dashboardQueries } from '../dashboard/queries';
import { freeBoxQueries } from '../free-boxes/queries';

/** What to do with a pending win: resell it for coins, or ship it to an address. */
export type UnboxingActionInput = { id: string; action: 'resell' } | { id: string; action: 'ship'; address: ShippingAddress };

/**
 * The reads an unboxing action changes: the history rows (their action), the summary's counters, the shipments
 * list, and the free-box profile (it carries the balance). The top bar's balance is the session store's.
 */
function refreshAfterUnboxingAction(client: QueryClient): void {
  for (const queryKey of [
    dashboardQueries.history().queryKey,
    dashboardQueries.summary().queryKey,
    dashboardQueries.shipments().queryKey,
    freeBoxQueries.profileAll,
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}

/**
 * Ships or resells the prize of one of the player's own openings (once per opening): the one way the opening
 * dialog, the dashboard and the free-box page act on a win. The new balance goes through the session store's
 * versioned `applyBalance` (an older answer never overwrites a newer balance), then the reads above refresh.
 */
export function useUnboxingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UnboxingActionInput) =>
      api.json<UnboxingActionResultDto>('POST', `/api/unboxings/${encodeURIComponent(id)}/action`, body, { auth: true }),
    onSuccess: (result) => {
      useSessionStore.getState().applyBalance(result.userBalance, result.balanceVersion);
      refreshAfterUnboxingAction(client);
    },
  });
}
