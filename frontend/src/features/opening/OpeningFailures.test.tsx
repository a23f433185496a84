import { act, screen, waitFor, within } from '@testing-library/react';
import type { OpenBoxResultDto } from '@nova/protocol';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { box, opens, setup, spinAndReveal, untilSpinning, withOpeningHarness, win } from '../../../test/openingHarness';
import { useBoxFlowStore } from '../boxes/useBoxFlowStore';

// A win's confetti needs a canvas, which jsdom does not have.
jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(jest.fn(), { reset: jest.fn() }) },
}));

withOpeningHarness();

describe('opening dialog: toasts and failures', () => {
  async function resultOf(result: OpenBoxResultDto) {
    setup({ body: result });
    await untilSpinning();
    spinAndReveal();
    await screen.findByTestId('opening-result');
    return useToastStore.getState().toasts.map((t) => t.title);
  }

  it('"Legendary Eligibility Unlocked" when the plays reach exactly 5 and the server says eligible', async () => {
    expect(await resultOf({ ...win, consecutivePlays: 5, isEligibleForLegendary: true, playsUntilLegendary: 0 })).toEqual([
      'Legendary Eligibility Unlocked',
    ]);
  });

  it('no toast at 6 plays or when not eligible', async () => {
    expect(await resultOf({ ...win, consecutivePlays: 6, isEligibleForLegendary: true })).toEqual([]);
  });

  it('a legendary win says the plays were reset and 5 more are needed', async () => {
    await resultOf({ ...win, prize: box.prizes[0]!, wonLegendary: true, consecutivePlays: 0 });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Legendary prize won!',
      description: 'Your consecutive plays were reset: play 5 more times in a row to unlock legendary prizes again.',
    });
  });

  it('insufficient balance on the server: the Insufficient Balance toast and the dialog closes', async () => {
    setup({
      status: 402,
      body: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', details: { balance: '10', required: '1000' } },
    });
    await waitFor(() => expect(useBoxFlowStore.getState().opening).toBeNull());
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Insufficient Balance',
      description: "You don't have enough coins to open this box",
    });
  });

  it('odds that changed since the player looked: nothing charged, the dialog says so and leads to the new odds', async () => {
    const fresh = { ...box, oddsVersion: box.oddsVersion + 1, priceCoins: 1200, price: '1200' };
    const { calls, user } = setup(
      { status: 409, body: { code: 'ODDS_CHANGED', message: 'The odds changed', details: { oddsVersion: '2' } } },
      { 'GET /api/boxes/b1': { body: fresh } },
    );
    const notice = await screen.findByTestId('opening-odds-changed');
    expect(notice).toHaveTextContent('The odds changed');
    expect(notice).toHaveTextContent('Nothing was charged');
    expect(calls.find((c) => c.path === '/api/boxes/b1/open')?.body).toMatchObject({ oddsVersion: box.oddsVersion });
    expect(useSessionStore.getState().user?.balance).toBe(5000);
    await user.click(within(notice).getByRole('button', { name: 'See the new odds' }));
    expect(useBoxFlowStore.getState()).toMatchObject({ opening: null, detailsId: 'b1' });
    expect(await screen.findByTestId('open-box')).toHaveTextContent('1,200');
  });

  it('another refusal: "Error" with the server message by code, and the dialog closes', async () => {
    setup({ status: 404, body: { code: 'NOT_FOUND', message: 'Box not found' } });
    await waitFor(() => expect(useBoxFlowStore.getState().opening).toBeNull());
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Error',
      description: "We couldn't find what you were looking for.",
    });
  });

  it('a network failure keeps the attempt: Retry resends the same requestId, so it is charged once', async () => {
    const { calls, user } = setup([() => Promise.reject(new TypeError('Failed to fetch')), { body: win }]);
    expect(await screen.findByTestId('opening-failed')).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Error', description: 'Failed to open box' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await untilSpinning();
    const [first, second] = opens(calls);
    expect(second).toBe(first);
  });

  it('a Retry answered with the replayed first opening after a grant keeps the granted balance', async () => {
    // The first attempt reached the server (debit to 4,000 at version 2) but its answer was lost; a grant followed.
    const replayed = { ...win, userBalance: 4000, balanceVersion: 2, replayed: true };
    const { user } = setup([() => Promise.reject(new TypeError('Failed to fetch')), { body: replayed }]);
    expect(await screen.findByTestId('opening-failed')).toBeInTheDocument();
    act(() => {
      useSessionStore.getState().applyBalance(4000, 2); // balance:changed of the debit
      useSessionStore.getState().applyBalance(9000, 3); // balance:changed of a 5,000-coin grant
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await untilSpinning();
    expect(useSessionStore.getState().user).toMatchObject({ balance: 9000, balanceVersion: 3 });
  });

  it('Open Another with too few coins left: the Insufficient Balance toast and no call', async () => {
    const { calls, user } = setup({ body: { ...win, userBalance: 500 } });
    await untilSpinning();
    spinAndReveal();
    await user.click(await screen.findByRole('button', { name: 'Open Another' }));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Insufficient Balance' });
    expect(opens(calls)).toHaveLength(1);
    expect(screen.getByTestId('opening-result')).toBeInTheDocument();
  });
});
