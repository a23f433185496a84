import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { useSessionStore } from '../stores/useSessionStore';
import { buildPublicConfig } from '../../test/fixtures';
import { fetchRoutes } from '../../test/fetchRoutes';
import { renderApp } from '../../test/render';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSessionStore.setState({ user: null, token: null, loading: false });
  fetchRoutes({ 'GET /api/config': { body: buildPublicConfig() } });
});

describe('support center', () => {
  it('opens the tab named in the address, and keeps the chosen tab there', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/support?tab=contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Support topics' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'FAQ',
      'Terms of Service',
      'Privacy Policy',
      'Refund Policy',
      'Shipping Info',
      'Contact Us',
    ]);
    expect(tabs.getByRole('tab', { name: 'Contact Us' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(document.title).toBe('Support Center · Nova');

    await user.click(tabs.getByRole('tab', { name: 'Terms of Service' }));
    expect(router.state.location.search).toBe('?tab=terms');
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/Last updated/);
  });

  it('opens the FAQ for an unknown or missing tab', async () => {
    renderApp('/support?tab=nonsense');
    const faq = await screen.findByRole('tab', { name: 'FAQ' });
    expect(faq).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('searchbox')).toBeInTheDocument();
  });

  it('shows the support email and the social links of the public config', async () => {
    renderApp('/support?tab=contact');
    const aside = await screen.findByRole('complementary', { name: 'Other ways to reach us' });
    expect(await within(aside).findByRole('link', { name: 'help@nova.test' })).toHaveAttribute('href', 'mailto:help@nova.test');
    const social = within(within(aside).getByRole('list', { name: 'Follow us' }));
    expect(social.getByRole('link', { name: 'X (opens in a new tab)' })).toHaveAttribute('href', 'https://x.com/nova');
    expect(social.getByRole('link', { name: 'Discord (opens in a new tab)' })).toHaveAttribute('href', 'https://discord.gg/nova');
  });
});
