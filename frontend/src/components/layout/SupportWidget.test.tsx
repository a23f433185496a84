import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n';
import { messagingLink } from '../../lib/publicConfig';
import { buildPublicConfig } from '../../../test/fixtures';
import { mockFetch, renderApp } from '../../../test/render';
import { preloadShellWidgets } from './shellWidgets';

beforeAll(() => Promise.all([initI18n('en'), preloadShellWidgets()]));

describe('support widget', () => {
  it('opens the configured messaging link with the phone digits and the URL-encoded preset text', async () => {
    mockFetch({ '/api/config': buildPublicConfig() });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Chat with support' }));
    const panel = await screen.findByRole('dialog');
    const link = await within(panel).findByRole('link', { name: 'Prize delivery' });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/442079460000?text=${encodeURIComponent('Hi Nova team, I need help with the delivery of a prize I won.')}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(panel).getByRole('link', { name: 'Open the contact page' })).toHaveAttribute('href', '/support');
    expect(within(panel).getByRole('link', { name: 'Email help@nova.test' })).toHaveAttribute('href', 'mailto:help@nova.test');
  });

  it('without a phone (or without the API) offers only the contact page', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Chat with support' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText(/Chat is not available right now/)).toBeInTheDocument();
    expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/support']);
  });

  it('fills {phone} and {text} in any template, and gives no link without a phone', () => {
    expect(messagingLink('https://t.me/{phone}?start={text}', '+1 555 0100', 'a&b c')).toBe('https://t.me/15550100?start=a%26b%20c');
    expect(messagingLink('https://wa.me/{phone}?text={text}', null, 'hi')).toBeNull();
    expect(messagingLink('https://wa.me/{phone}?text={text}', ' ', 'hi')).toBeNull();
  });
});

describe('footer', () => {
  it('links the help pages, lists the configured social links and shows the 18+ notice', async () => {
    mockFetch({ '/api/config': buildPublicConfig() });
    renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    for (const [name, href] of [['FAQ', '/faq'], ['Terms of Service', '/terms'], ['Privacy Policy', '/privacy'], ['Affiliates', '/affiliates'], ['Support', '/support']]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(await footer.findByRole('link', { name: 'X (opens in a new tab)' })).toHaveAttribute('href', 'https://x.com/nova');
    expect(footer.getByRole('link', { name: 'Discord (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer.getByText('18+')).toBeInTheDocument();
    expect(footer.getByText('Gamble responsibly')).toBeInTheDocument();
  });
});
