import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n } from '../../i18n';
import { useSessionStore } from '../../stores/useSessionStore';
import { buildPublicConfig } from '../../../test/fixtures';
import { mockFetch, renderApp } from '../../../test/render';

beforeEach(() => initI18n('en'));
beforeEach(() => {
  mockFetch({ '/api/config': buildPublicConfig() });
  useSessionStore.setState({ user: null, token: null, loading: false });
});

describe('route announcer', () => {
  it('says nothing on the first page, then reads the new page title after each client-side navigation', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const announcer = screen.getByTestId('route-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('');

    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await user.click(nav.getByRole('link', { name: 'Leaderboard' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Leaderboard · Nova$/));
    await user.click(nav.getByRole('link', { name: 'Winners' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Winners · Nova$/));
  });

  it('after a language switch it holds the page title in the new language, not the old one', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const announcer = screen.getByTestId('route-announcer');
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Leaderboard' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Leaderboard · Nova$/));
    await act(() => changeLanguage('ar'));
    await waitFor(() => expect(document.title).toBe('لوحة المتصدرين · Nova'));
    await waitFor(() => expect(announcer).toHaveTextContent(/^لوحة المتصدرين · Nova$/));
  });
});
