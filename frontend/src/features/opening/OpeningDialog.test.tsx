import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxDto, OpenBoxResultDto } from '@nova/protocol';
import { initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { buildBox, buildOpenResult, buildUser } from '../../../test/fixtures';
import { fetchRoutes, type FakeRoute } from '../../../test/fetchRoutes';
import { renderBoxDialogs } from '../../../test/renderDialogs';
import { useBoxFlowStore } from '../boxes/useBoxFlowStore';

const mockFire = jest.fn();
jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign((...args: unknown[]) => mockFire(...args), { reset: jest.fn() }) },
}));

beforeAll(() => initI18n('en'));
beforeEach(() => {
  jest.useFakeTimers();
  mockFire.mockClear();
  useSessionStore.setState({ user: buildUser({ balance: 5000, consecutivePlays: 0 }), token: 't', loading: false });
  useBoxFlowStore.setState({ detailsId: null, opening: null });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

const box: BoxDto = buildBox({ id: 'b1', name: 'Test Box', priceCoins: 1000, price: '1000' });
const win = buildOpenResult(box, { userBalance: 4000 });
const loss = buildOpenResult(box, { prize: box.prizes[3]!, userBalance: 4000, openingId: 'o2' });

function setup(open: FakeRoute | FakeRoute[], extra: Record<string, FakeRoute> = {}) {
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

const stage = () => screen.getByTestId('opening-stage');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Through the 3 s spin and the 1 s reveal (each phase schedules its timer once React has rendered it). */
const spinAndReveal = () => {
  advance(3000);
  advance(1000);
};
const opens = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/boxes/b1/open').map((c) => (c.body as { requestId: string }).requestId);

async function untilSpinning() {
  await waitFor(() => expect(stage()).toHaveAttribute('data-phase', 'spinning'));
}

describe('opening dialog: spin, reveal, result', () => {
  it('spins for 3 s, reveals for 1 s, then shows a win with Ship, Resell and Open Another, and 5 s of confetti (100 pieces)', async () => {
    const { calls } = setup({ body: win });
    await untilSpinning();
    expect(useSessionStore.getState().user?.balance).toBe(4000);
    expect(opens(calls)).toHaveLength(1);
    expect(opens(calls)[0]).toMatch(/^[A-Za-z0-9_\-:.]{1,64}$/);
    advance(2999);
    expect(stage()).toHaveAttribute('data-phase', 'spinning');
    advance(1);
    expect(stage()).toHaveAttribute('data-phase', 'revealing');
    advance(999);
    expect(stage()).toHaveAttribute('data-phase', 'revealing');
    advance(1);
    const result = await screen.findByTestId('opening-result');
    expect(result).toHaveAttribute('data-outcome', 'win');
    expect(within(result).getByTestId('prize-name')).toHaveTextContent('Headphones');
    expect(result).toHaveTextContent('$300.00');
    const dialog = screen.getByRole('dialog', { name: 'Test Box' });
    for (const name of ['Ship to Me', 'Resell for Coins', 'Open Another'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Provably fair/ })).toHaveAttribute('href', '/fairness?opening=o1');

    advance(5000);
    const pieces = mockFire.mock.calls.reduce((sum, [options]) => sum + (options as { particleCount: number }).particleCount, 0);
    expect(pieces).toBe(100);
    expect(mockFire.mock.calls.length).toBeGreaterThan(1);
  });

  it('a loss offers Try Again and Close, no confetti; Try Again opens the same box with a new requestId', async () => {
    const { calls, user } = setup([{ body: loss }, { body: { ...win, openingId: 'o3' } }]);
    await untilSpinning();
    spinAndReveal();
    const result = await screen.findByTestId('opening-result');
    expect(result).toHaveAttribute('data-outcome', 'loss');
    expect(result).toHaveTextContent('No luck this time');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Ship to Me' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    advance(5000);
    expect(mockFire).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await untilSpinning();
    const [first, second] = opens(calls);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('Skip jumps to the result', async () => {
    const { user } = setup({ body: win });
    await untilSpinning();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByTestId('opening-result')).toBeInTheDocument();
  });

  it('Resell credits the coins, shows "+N coins" and updates the balance', async () => {
    const { user, calls } = setup(
      { body: win },
      {
        'POST /api/unboxings/o1/action': {
          body: { openingId: 'o1', action: 'resell', userBalance: 28_000, creditedCoins: 24_000, shipment: null },
        },
      },
    );
    await untilSpinning();
    spinAndReveal();
    await user.click(await screen.findByRole('button', { name: 'Resell for Coins' }));
    expect(await screen.findByTestId('credited')).toHaveTextContent('+24,000 coins');
    expect(useSessionStore.getState().user?.balance).toBe(28_000);
    expect(calls.find((c) => c.path === '/api/unboxings/o1/action')?.body).toEqual({ action: 'resell' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Prize resold',
      description: '24,000 coins were added to your balance.',
    });
  });

  it('Ship asks for an address (validated with the protocol schema), sends it, confirms and closes', async () => {
    const { user, calls } = setup(
      { body: win },
      { 'POST /api/unboxings/o1/action': { body: { openingId: 'o1', action: 'ship', userBalance: 4000, creditedCoins: 0, shipment: {} } } },
    );
    await untilSpinning();
    spinAndReveal();
    await user.click(await screen.findByRole('button', { name: 'Ship to Me' }));
    const form = await screen.findByTestId('ship-form');
    await user.click(within(form).getByRole('button', { name: 'Ship my prize' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(4);
    const country = within(form).getByLabelText('Country');
    expect(document.getElementById(country.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Select a country');
    await user.type(within(form).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(form).getByLabelText('Address'), '12 Byron Street');
    await user.type(within(form).getByLabelText('City'), 'London');
    await user.type(within(form).getByLabelText('Postal code'), '!!');
    await user.selectOptions(within(form).getByLabelText('Country'), 'GB');
    await user.click(within(form).getByRole('button', { name: 'Ship my prize' }));
    expect(await within(form).findByText('Enter a valid postal code')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Postal code'));
    await user.type(within(form).getByLabelText('Postal code'), 'SW1A 1AA');
    await user.click(within(form).getByRole('button', { name: 'Ship my prize' }));
    await waitFor(() => expect(useBoxFlowStore.getState().opening).toBeNull());
    expect(calls.find((c) => c.path === '/api/unboxings/o1/action')?.body).toEqual({
      action: 'ship',
      address: { name: 'Ada Lovelace', line1: '12 Byron Street', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' },
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Shipping confirmed',
      description: "Headphones is on its way to London. We'll let you know when it ships.",
    });
  });
});

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
