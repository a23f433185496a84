import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxDto } from '@nova/protocol';
import { initI18n } from '../src/i18n';
import { useBoxFlowStore } from '../src/features/boxes/useBoxFlowStore';
import { useSessionStore } from '../src/stores/useSessionStore';
import { useToastStore } from '../src/stores/useToastStore';
import { buildBox, buildOpenResult, buildUser } from './fixtures';
import { fetchRoutes, type FakeRoute } from './fetchRoutes';
import { renderBoxDialogs } from './renderDialogs';

/** The opening dialog's suites: one box, a win and a loss of it, and a dialog opened on a scripted server. */
/** Registers the suites' hooks: English texts, fake timers, a signed-in player with 5,000 coins, no dialog, no toast. */
export function withOpeningHarness(): void {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    jest.useFakeTimers();
    useSessionStore.setState({ user: buildUser({ balance: 5000, consecutivePlays: 0 }), token: 't', loading: false });
    useBoxFlowStore.setState({ detailsId: null, opening: null });
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });
}

export const box: BoxDto = buildBox({ id: 'b1', name: 'Test Box', priceCoins: 1000, price: '1000' });
export const win = buildOpenResult(box, { userBalance: 4000 });
export const loss = buildOpenResult(box, { prize: box.prizes[3]!, userBalance: 4000, openingId: 'o2' });

export function setup(open: FakeRoute | FakeRoute[], extra: Record<string, FakeRoute> = {}) {
  // One answer per call, the last one repeating.
  const queue = Array.isArray(open) ? [...open] : [open];
  const route: FakeRoute = (req) => {
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    return typeof next === 'function' ? next(req) : next;
  };
  const fake = fetchRoutes({ 'POST /api/boxes/b1/open': route, ...extra });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderBoxDialogs();
  act(() => useBoxFlowStore.getState().startOpening(box));
  return { ...fake, user };
}

export const stage = () => screen.getByTestId('opening-stage');
export const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Through the 3 s spin and the 1 s reveal (each phase schedules its timer once React has rendered it). */
export const spinAndReveal = () => {
  advance(3000);
  advance(1000);
};
export const opens = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/boxes/b1/open').map((c) => (c.body as { requestId: string }).requestId);

export async function untilSpinning() {
  await waitFor(() => expect(stage()).toHaveAttribute('data-phase', 'spinning'));
}
