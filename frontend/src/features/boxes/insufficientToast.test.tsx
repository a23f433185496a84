import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n';
import { preloadShellWidgets } from '../../components/layout/shellWidgets';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { buildBox, buildPublicConfig, buildUser } from '../../../test/fixtures';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { renderApp } from '../../../test/render';
import { useBoxFlowStore } from './useBoxFlowStore';

const box = buildBox({ id: 'a1', name: 'Apple Vault', priceCoins: 7500, price: '7500', priceInUSD: '75.00' });

beforeAll(() => Promise.all([initI18n('en'), preloadShellWidgets()]));
beforeEach(() => {
  useSessionStore.setState({ user: buildUser({ balance: 50 }), token: 't', loading: false });
  useBoxFlowStore.setState({ detailsId: null, opening: null });
  useToastStore.setState({ toasts: [] });
});

describe('the Insufficient Balance toast', () => {
  it('offers Add Coins, which goes to /checkout and leaves the box dialog closed', async () => {
    fetchRoutes({
      'GET /api/config': { body: buildPublicConfig() },
      'GET /api/boxes': { body: [box] },
      'GET /api/boxes/a1': { body: { ...box, legendary: { consecutivePlays: 0, isEligibleForLegendary: false, playsUntilLegendary: 5, requiredPlays: 5 } } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/boxes');
    await user.click(await screen.findByTestId('box-card'));
    const dialog = await screen.findByRole('dialog', { name: 'Apple Vault' });
    await user.click(within(dialog).getByTestId('open-box'));

    // The open dialog hides the rest of the page from assistive technology (the toast is announced by Radix's own
    // live region): look past that.
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Insufficient Balance'));
    const toast = (await screen.findByText('Insufficient Balance', { selector: '.toast-root *' })).closest('.toast-root') as HTMLElement;
    const add = within(toast).getByRole('link', { name: 'Add Coins', hidden: true });
    expect(add).toHaveAttribute('href', '/checkout');
    await user.click(add);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(useBoxFlowStore.getState()).toMatchObject({ detailsId: null, opening: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apple Vault' })).not.toBeInTheDocument());
  });
});
