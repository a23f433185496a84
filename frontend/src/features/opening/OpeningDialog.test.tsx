import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { advance, loss, opens, setup, spinAndReveal, stage, untilSpinning, withOpeningHarness, win } from '../../../test/openingHarness';
import { useBoxFlowStore } from '../boxes/useBoxFlowStore';

const mockFire = jest.fn();
jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign((...args: unknown[]) => mockFire(...args), { reset: jest.fn() }) },
}));

withOpeningHarness();
beforeEach(() => mockFire.mockClear());

describe('opening dialog: spin, reveal, result', () => {
  it('while spinning the close button is disabled and says why; one live region reads each step and then the outcome', async () => {
    setup({ body: win });
    await untilSpinning();
    const announcer = screen.getByTestId('opening-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Opening…');
    const close = screen.getByRole('button', { name: 'Close (available once the prize is revealed)' });
    expect(close).toBeDisabled();
    advance(3000);
    expect(announcer).toHaveTextContent('Revealing…');
    advance(1000);
    await screen.findByTestId('opening-result');
    // The same element (it outlives the stage) now holds the outcome.
    expect(screen.getByTestId('opening-announcer')).toBe(announcer);
    expect(announcer).toHaveTextContent('You won Headphones, worth $300.00.');
    const dialog = screen.getByRole('dialog', { name: 'Test Box' });
    expect(within(dialog).getAllByRole('button', { name: 'Close' })[0]).toBeEnabled();
  });

  it('announces a loss as such', async () => {
    setup({ body: loss });
    await untilSpinning();
    spinAndReveal();
    await screen.findByTestId('opening-result');
    expect(screen.getByTestId('opening-announcer')).toHaveTextContent('No luck this time: the box held nothing.');
  });

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
          body: { openingId: 'o1', action: 'resell', userBalance: 28_000, balanceVersion: 3, creditedCoins: 24_000, shipment: null },
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
      {
        'POST /api/unboxings/o1/action': {
          body: { openingId: 'o1', action: 'ship', userBalance: 4000, balanceVersion: 2, creditedCoins: 0, shipment: {} },
        },
      },
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
