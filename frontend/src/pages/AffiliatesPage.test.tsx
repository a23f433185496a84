import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';
import { buildUser } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { routeFetch } from '../../test/routeFetch';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  routeFetch({});
  useAuthDialogStore.setState({ open: false, mode: 'login' });
});

describe('/affiliates', () => {
  it('shows the hero, benefits, the four tiers from the programme table, tools, four steps and the FAQ', async () => {
    useSessionStore.setState({ token: null, user: null, loading: false });
    renderApp('/affiliates');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Share Nova and earn up to 15% of every purchase' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Affiliate Program · Nova');
    const tiers = screen.getAllByTestId('tier-card');
    expect(tiers.map((t) => within(t).getByRole('heading').textContent)).toEqual(['Bronze', 'Silver', 'Gold', 'Diamond']);
    expect(within(tiers[1]!).getByText('8%')).toBeInTheDocument();
    expect(within(tiers[1]!).getByText('From 25 active referrals')).toBeInTheDocument();
    expect(within(tiers[3]!).getByText('From 500 active referrals')).toBeInTheDocument();
    for (const name of ['Why join', 'Commission tiers', 'Tools to share', 'How it works', 'Questions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'How is my tier decided?' }));
    expect(screen.getByText(/25 for Silver, 100 for Gold and 500 for Diamond/)).toBeInTheDocument();
  });

  it("opens the register dialog from 'Join Now' and 'Apply Now' for visitors", async () => {
    useSessionStore.setState({ token: null, user: null, loading: false });
    const user = userEvent.setup();
    renderApp('/affiliates');
    await user.click(await screen.findByRole('button', { name: 'Join Now' }, { timeout: 5000 }));
    expect(await screen.findByRole('dialog', { name: 'Join Nova Mystery Vault' })).toBeInTheDocument();
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'register' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog', { name: 'Join Nova Mystery Vault' })).toBeInTheDocument();
  });

  it('links signed-in players to their dashboard instead', async () => {
    useSessionStore.setState({ token: 't', user: buildUser(), loading: false });
    renderApp('/affiliates');
    const links = await screen.findAllByRole('link', { name: 'Open your affiliate dashboard' }, { timeout: 5000 });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/affiliate-dashboard', '/affiliate-dashboard']);
    expect(screen.queryByRole('button', { name: 'Join Now' })).not.toBeInTheDocument();
  });
});
