import { screen, within } from '@testing-library/react';
import { initI18n } from '../i18n';
import { buildPublicConfig } from '../../test/fixtures';
import { mockFetch, renderApp } from '../../test/render';

// Load the lazy pages once up front, so a cold transform cache cannot outlast findBy's timeout.
beforeAll(() => Promise.all([initI18n('en'), import('./TermsPage'), import('./PrivacyPage')]));
beforeEach(() => {
  mockFetch({ '/api/config': buildPublicConfig() });
});

const sectionsOf = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('region');

describe('Terms of Service page', () => {
  it('has 12 numbered sections, the last-updated date and a link to support', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const sections = sectionsOf('Terms of Service');
    expect(sections).toHaveLength(12);
    expect(within(sections[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('1.Acceptance of Terms');
    expect(within(sections[11]!).getByRole('heading', { level: 2 })).toHaveTextContent('12.Changes and Contact');
    expect(screen.getByText('Last updated: January 25, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support?tab=contact');
  });
});

describe('Privacy Policy page', () => {
  it('has 10 sections, retention periods, the privacy address and the 24-hour response', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const sections = sectionsOf('Privacy Policy');
    expect(sections).toHaveLength(10);
    expect(screen.getByText('Last updated: January 25, 2025')).toBeInTheDocument();
    const retention = within(sections[6]!);
    for (const period of [
      'Account data: 2 years after account deletion',
      'Transaction records: 7 years',
      'Usage data: 2 years',
      'Support records: 3 years',
    ]) {
      expect(retention.getByText(period)).toBeInTheDocument();
    }
    const contact = within(sections[9]!);
    expect(contact.getByText(/We respond to privacy requests within 24 hours/)).toBeInTheDocument();
    expect(await contact.findByRole('link', { name: 'privacy@nova.test' })).toHaveAttribute('href', 'mailto:privacy@nova.test');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support?tab=contact');
  });
});
