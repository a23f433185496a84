import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n';
import { matchesFaq } from '../features/content/FaqContent';
import { buildPublicConfig } from '../../test/fixtures';
import { mockFetch, renderApp } from '../../test/render';

// Load the lazy page once up front, so a cold transform cache cannot outlast findBy's timeout.
beforeAll(() => Promise.all([initI18n('en'), import('./FaqPage')]));
beforeEach(() => {
  mockFetch({ '/api/config': buildPublicConfig() });
});

/** The FAQ's category regions (the page's main landmark, so the toast viewport region is not counted). */
const categories = () => within(screen.getByRole('main')).queryAllByRole('region');
const questions = () => categories().flatMap((region) => within(region).queryAllByRole('button'));

describe('FAQ page', () => {
  it('lists six categories of questions and links to the support center', async () => {
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const names = categories().map((r) => within(r).getByRole('heading', { level: 2 }).textContent);
    expect(names).toEqual([
      'General Questions',
      'Account & Coins',
      'Mystery Boxes',
      'Prizes & Shipping',
      'Payments & Security',
      'Technical Support',
    ]);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support?tab=contact');
  });

  it('finds text inside answers, whatever the case', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
    // "consecutive" appears only in answers (legendary unlock), never in a question.
    await user.type(search, 'CONSECUTIVE');
    const regions = categories();
    expect(regions.map((r) => within(r).getByRole('heading', { level: 2 }).textContent)).toEqual(['Mystery Boxes']);
    expect(within(regions[0]!).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'How do I unlock legendary prizes?' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'daily bonus');
    expect(screen.getByRole('button', { name: 'Is there a daily bonus?' })).toBeInTheDocument();
  });

  it("quotes the shop's configured resale rate, and search finds it", async () => {
    mockFetch({ '/api/config': buildPublicConfig({ resaleRate: 0.75 }) });
    const user = userEvent.setup();
    renderApp('/faq');
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
    await user.type(search, '75%');
    expect(await screen.findByRole('heading', { level: 2, name: 'Prizes & Shipping' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '80%');
    expect(screen.queryByRole('heading', { level: 2, name: 'Prizes & Shipping' })).not.toBeInTheDocument();
  });

  it("shows 'No results found' and 'Clear search' brings every question back", async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
    await user.type(search, 'zzqx no such words');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(categories()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(categories()).toHaveLength(6);
    expect(questions()).toHaveLength(24);
  });

  it('keeps one answer open per category, opened by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    const general = within(await screen.findByRole('region', { name: 'General Questions' }));
    const first = general.getByRole('button', { name: 'What is Nova?' });
    const second = general.getByRole('button', { name: 'Who can use Nova?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(general.getByText(/online mystery box shop/)).toBeVisible();

    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(general.getByText(/at least 18 years old/)).toBeInTheDocument();

    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('FAQ answers', () => {
  it('link the fairness answer to the verifier page', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    await user.click(await screen.findByRole('button', { name: 'How do I know the openings are fair?' }));
    expect(screen.getByText(/SHA-256 commitment of your server seed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Fairness page' })).toHaveAttribute('href', '/fairness');
  });
});

describe('matchesFaq', () => {
  const entry = { question: 'How long does shipping take?', answer: 'Usually 3-5 business days.' };
  it('matches questions and answers case-insensitively and ignores surrounding spaces', () => {
    expect(matchesFaq(entry, '  SHIPPING ')).toBe(true);
    expect(matchesFaq(entry, 'Business Days')).toBe(true);
    expect(matchesFaq(entry, '')).toBe(true);
    expect(matchesFaq(entry, 'refund')).toBe(false);
  });
});
