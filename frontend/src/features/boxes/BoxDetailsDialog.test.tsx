import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoxDto } from '@nova/protocol';
import { initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { buildBox, buildPrize, buildUser } from '../../../test/fixtures';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { renderBoxDialogs } from '../../../test/renderDialogs';
import { useBoxFlowStore } from './useBoxFlowStore';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSessionStore.setState({ user: buildUser({ balance: 5000 }), token: 't', loading: false });
  useBoxFlowStore.setState({ detailsId: null, opening: null });
  useToastStore.setState({ toasts: [] });
});

/** The box as a player below the legendary threshold sees it: the legendary odds moved to the cheapest prize. */
function lockedBox(plays: number): BoxDto {
  return buildBox({
    id: 'b1',
    name: 'Watch Box',
    priceCoins: 1000,
    price: '1000',
    priceInUSD: '10.00',
    maxPrizeValue: '5000.00',
    prizes: [
      buildPrize({ name: 'Gold Watch', rarity: 'legendary', oddsPpm: 0, valueInUSD: '5000.00' }),
      buildPrize({ name: 'Silver Ring', rarity: 'epic', oddsPpm: 32, valueInUSD: '900.00' }),
      buildPrize({ name: 'Headphones', rarity: 'rare', oddsPpm: 49_968, valueInUSD: '300.00' }),
      buildPrize({ name: 'Sticker', rarity: 'common', oddsPpm: 575_000, valueInUSD: '2.00' }),
      buildPrize({ name: 'Nothing', rarity: 'none', oddsPpm: 375_000, valueInUSD: '0.00' }),
    ],
    legendary: {
      consecutivePlays: plays,
      isEligibleForLegendary: plays >= 5,
      playsUntilLegendary: Math.max(0, 5 - plays),
      requiredPlays: 5,
    },
  });
}

async function showDetails(box: BoxDto) {
  const { calls } = fetchRoutes({ [`GET /api/boxes/${box.id}`]: { body: box } });
  renderBoxDialogs();
  act(() => useBoxFlowStore.getState().showDetails(box.id));
  const dialog = await screen.findByRole('dialog', { name: box.name });
  await within(dialog).findByTestId('legendary-panel');
  return { dialog, calls };
}

const rows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId('prize-row')
    .map((row) => ({
      name: row.querySelector('.truncate')?.textContent,
      odds: within(row).getByTestId('prize-odds').textContent,
      locked: within(row).queryAllByText('Locked').length > 0,
    }));

describe('box details dialog', () => {
  it('loads the box with the session token and shows price, top prize, prize count, the chance of a prize worth the price and of any prize', async () => {
    const { dialog, calls } = await showDetails(lockedBox(2));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/boxes/b1', headers: { Authorization: 'Bearer t' } });
    const stats = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    // Worth at least $10.00: the locked watch (0 now), the ring and the headphones; any prize also counts the sticker.
    expect(stats).toEqual(['1,000', '≈ $10.00', '$5,000.00', '5', '5.0%', '62.5% any prize']);
    expect(within(dialog).getByText('Worth ≥ price')).toBeInTheDocument();
    expect(within(dialog).getByTestId('worth-rate')).toHaveTextContent('5.0%');
    expect(within(dialog).getByTestId('win-rate')).toHaveTextContent('62.5% any prize');
    expect(within(dialog).getByRole('button', { name: /Open for 1,000 coins/ })).toBeInTheDocument();
  });

  it('below 5 plays: the panel counts the plays, says how many are left, and legendary prizes are Locked', async () => {
    const { dialog } = await showDetails(lockedBox(2));
    const panel = within(dialog).getByTestId('legendary-panel');
    expect(panel).toHaveAttribute('data-eligible', 'false');
    expect(panel).toHaveTextContent('2/5 in Tech');
    expect(panel).toHaveTextContent('Play 3 more times to unlock legendary prizes.');
    expect(rows(dialog)).toEqual([
      { name: 'Gold Watch', odds: 'Locked', locked: true },
      { name: 'Silver Ring', odds: '0.0032%', locked: false },
      { name: 'Headphones', odds: '5%', locked: false },
      { name: 'Sticker', odds: '57.5%', locked: false },
      { name: 'Nothing', odds: '37.5%', locked: false },
    ]);
    expect(
      within(dialog)
        .getAllByTestId('prize-row')
        .map((r) => r.dataset.rarity),
    ).toEqual(['legendary', 'epic', 'rare', 'common', 'none']);
  });

  it('one play left reads in the singular', async () => {
    const { dialog } = await showDetails(lockedBox(4));
    expect(within(dialog).getByTestId('legendary-panel')).toHaveTextContent('Play 1 more time to unlock legendary prizes.');
  });

  it('at 5 plays: the eligible state and no Locked badges', async () => {
    const eligible = lockedBox(5);
    const { dialog } = await showDetails(eligible);
    const panel = within(dialog).getByTestId('legendary-panel');
    expect(panel).toHaveAttribute('data-eligible', 'true');
    expect(panel).toHaveTextContent('Legendary prizes unlocked! Your next Tech opening can win them.');
    expect(within(dialog).queryByText('Locked')).not.toBeInTheDocument();
  });

  it('a failed load shows "Error: Failed to load box details" and closes', async () => {
    fetchRoutes({ 'GET /api/boxes/b9': { status: 500, body: { code: 'INTERNAL', message: 'boom' } } });
    renderBoxDialogs();
    act(() => useBoxFlowStore.getState().showDetails('b9'));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to load box details',
        variant: 'destructive',
      }),
    );
    expect(useBoxFlowStore.getState().detailsId).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Open with a balance below the price rounded up: the Insufficient Balance toast and no call', async () => {
    useSessionStore.setState({ user: buildUser({ balance: 999 }) });
    const { dialog, calls } = await showDetails({ ...lockedBox(1), price: '999.5' });
    await userEvent.setup().click(within(dialog).getByTestId('open-box'));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Insufficient Balance',
      description: "You don't have enough coins to open this box",
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(useBoxFlowStore.getState().opening).toBeNull();
  });

  it('Open with enough coins replaces the details with the opening dialog', async () => {
    const box = lockedBox(1);
    const { dialog } = await showDetails(box);
    await userEvent.setup().click(within(dialog).getByTestId('open-box'));
    expect(useBoxFlowStore.getState()).toMatchObject({ detailsId: null, opening: { box: { id: 'b1' } } });
  });
});
