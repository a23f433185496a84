import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/queryClient';
import { useSessionStore } from '../../stores/useSessionStore';
import { buildUser } from '../../../test/fixtures';
import { routeFetch } from '../../../test/routeFetch';
import { boxQueries } from '../boxes/queries';
import { dashboardQueries } from '../dashboard/queries';
import { freeBoxQueries } from '../free-boxes/queries';
import { useUnboxingAction } from './useUnboxingAction';

const answer = (userBalance: number, balanceVersion: number) => ({
  openingId: 'o1',
  action: 'resell',
  userBalance,
  balanceVersion,
  creditedCoins: 2400,
  shipment: null,
});

function setup(balanceVersion: number) {
  useSessionStore.setState({ user: buildUser({ balance: 5000, balanceVersion: 4 }), token: 't', loading: false });
  const { calls } = routeFetch({ 'POST /api/unboxings/o1/action': () => answer(7400, balanceVersion) });
  const client = createQueryClient();
  const shown = {
    history: dashboardQueries.history().queryKey,
    summary: dashboardQueries.summary().queryKey,
    shipments: dashboardQueries.shipments().queryKey,
    profile: freeBoxQueries.profile('t').queryKey,
  };
  for (const key of Object.values(shown)) client.setQueryData<unknown>([...key], {});
  const unrelated = boxQueries.list().queryKey;
  client.setQueryData(unrelated, []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useUnboxingAction(), { wrapper });
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { result, calls, shown, unrelated, stale };
}

describe('useUnboxingAction', () => {
  it('sends the action, applies the newer balance and marks exactly the reads that show unboxings and the balance', async () => {
    const { result, calls, shown, unrelated, stale } = setup(5);
    await act(() => result.current.mutateAsync({ id: 'o1', action: 'resell' }));
    expect(calls[0]?.pathname).toBe('/api/unboxings/o1/action');
    expect(useSessionStore.getState().user).toMatchObject({ balance: 7400, balanceVersion: 5 });
    await waitFor(() => expect(Object.values(shown).map(stale)).toEqual([true, true, true, true]));
    expect(stale(unrelated)).toBe(false);
  });

  it('leaves a newer balance alone when its answer is older (a replay, or another tab spent since)', async () => {
    const { result } = setup(3);
    await act(() => result.current.mutateAsync({ id: 'o1', action: 'resell' }));
    expect(useSessionStore.getState().user).toMatchObject({ balance: 5000, balanceVersion: 4 });
  });
});
