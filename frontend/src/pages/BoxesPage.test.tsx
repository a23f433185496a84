import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../i18n';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';
import { useBoxFlowStore } from '../features/boxes/useBoxFlowStore';
import { buildBox, buildPrize, buildPublicConfig, buildUser } from '../../test/fixtures';
import { fetchRoutes } from '../../test/fetchRoutes';
import { renderApp } from '../../test/render';

const catalog = [
  buildBox({
    id: 'a1',
    name: 'Apple Vault',
    category: 'Tech',
    priceCoins: 7500,
    price: '7500',
    priceInUSD: '75.00',
    createdAt: '2026-01-03T00:00:00Z',
  }),
  buildBox({
    id: 'b2',
    name: 'Sneakerhead',
    category: 'Fashion',
    priceCoins: 3000,
    price: '3000',
    priceInUSD: '30.00',
    isFeatured: true,
    createdAt: '2026-01-05T00:00:00Z',
    prizes: [buildPrize({ name: 'Jordan 1 Retro', oddsPpm: 1_000_000 })],
  }),
  buildBox({
    id: 'c3',
    name: 'Gadget Grab',
    category: 'Tech',
    priceCoins: 500,
    price: '500',
    priceInUSD: '5.00',
    createdAt: '2026-01-04T00:00:00Z',
  }),
];

beforeAll(() => initI18n('en'));
beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null, loading: false });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
  useBoxFlowStore.setState({ detailsId: null, opening: null });
});

function routes(extra = {}) {
  return fetchRoutes({ 'GET /api/config': { body: buildPublicConfig() }, 'GET /api/boxes': { body: catalog }, ...extra });
}

const countLine = () => screen.getByTestId('results-count');
const cardNames = () =>
  screen.getAllByTestId('box-card').map((c) => ['Apple Vault', 'Sneakerhead', 'Gadget Grab'].find((n) => c.textContent?.includes(n)));

describe('boxes page', () => {
  it('shows skeleton cards while loading, then every box newest first with price, value and the chance of a prize worth the price', async () => {
    routes();
    renderApp('/boxes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mystery Boxes' })).toBeInTheDocument();
    expect(screen.getAllByTestId('box-card-skeleton').length).toBeGreaterThan(0);
    await waitFor(() => expect(countLine()).toHaveTextContent('Showing 3 of 3'));
    expect(cardNames()).toEqual(['Sneakerhead', 'Gadget Grab', 'Apple Vault']);
    const apple = screen.getAllByTestId('box-card')[2]!;
    expect(apple).toHaveTextContent('7,500');
    expect(apple).toHaveTextContent('≈ $75.00');
    expect(within(apple).getByText('7,500 coins (≈ $75.00)')).toHaveClass('sr-only');
    expect(within(apple).getByTestId('worth-rate')).toHaveTextContent('5.0% ≥ price');
    expect(screen.getAllByTestId('box-card')[0]).toHaveTextContent('Featured');
    expect(document.title).toBe('Mystery Boxes · Nova');
  });

  it('filters by category (All plus the categories in the data) and keeps it in the address', async () => {
    routes();
    const user = userEvent.setup();
    const { router } = renderApp('/boxes');
    await waitFor(() => expect(countLine()).toHaveTextContent('Showing 3 of 3'));
    const group = screen.getByRole('group', { name: 'Category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Tech', 'Fashion']);
    await user.click(within(group).getByRole('button', { name: 'Tech' }));
    expect(countLine()).toHaveTextContent('Showing 2 of 3');
    expect(cardNames()).toEqual(['Gadget Grab', 'Apple Vault']);
    expect(router.state.location.search).toBe('?category=Tech');
    expect(within(group).getByRole('button', { name: 'Tech' })).toHaveAttribute('aria-pressed', 'true');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(countLine()).toHaveTextContent('Showing 3 of 3'));
  });

  it('sorts by price both ways and by name; the sort is read from and written to the address', async () => {
    routes();
    const user = userEvent.setup();
    const { router } = renderApp('/boxes?sort=price-high');
    await waitFor(() => expect(cardNames()).toEqual(['Apple Vault', 'Sneakerhead', 'Gadget Grab']));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveTextContent('Price: High to Low');
    await user.click(sort);
    await user.click(await screen.findByRole('option', { name: 'Price: Low to High' }));
    expect(cardNames()).toEqual(['Gadget Grab', 'Sneakerhead', 'Apple Vault']);
    expect(router.state.location.search).toBe('?sort=price-low');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    expect(cardNames()).toEqual(['Apple Vault', 'Gadget Grab', 'Sneakerhead']);
  });

  it('searches names and prizes; no match shows "No boxes found" with a hint and a way back', async () => {
    routes();
    const user = userEvent.setup();
    const { router } = renderApp('/boxes');
    await waitFor(() => expect(countLine()).toHaveTextContent('Showing 3 of 3'));
    const search = screen.getByRole('searchbox', { name: 'Search boxes' });
    await user.type(search, 'jordan');
    expect(countLine()).toHaveTextContent('Showing 1 of 3');
    expect(cardNames()).toEqual(['Sneakerhead']);
    expect(router.state.location.search).toBe('?q=jordan');
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(countLine()).toHaveTextContent('Showing 0 of 3');
    expect(screen.getByRole('heading', { name: 'No boxes found' })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(countLine()).toHaveTextContent('Showing 3 of 3');
    expect(router.state.location.search).toBe('');
  });

  it('in Spanish shows the catalog names, finds a box by its Spanish or English name and sorts by the Spanish name', async () => {
    const slugs: Record<string, string> = { a1: 'apple-vault', b2: 'sneakerhead', c3: 'gadget-grab' };
    routes({ 'GET /api/boxes': { body: catalog.map((box) => ({ ...box, slug: slugs[box.id] ?? null })) } });
    await act(() => i18n.changeLanguage('es'));
    try {
      const user = userEvent.setup();
      renderApp('/boxes?sort=name');
      const names = () => screen.getAllByTestId('box-card').map((c) => within(c).getByTestId('box-card-name').textContent);
      await waitFor(() => expect(names()).toEqual(['Bóveda Apple', 'Caza de gadgets', 'Fanático de las zapatillas']));
      const search = screen.getByRole('searchbox');
      await user.type(search, 'fanatico');
      expect(names()).toEqual(['Fanático de las zapatillas']);
      await user.clear(search);
      await user.type(search, 'gadget grab');
      expect(names()).toEqual(['Caza de gadgets']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('signed out: a card opens the login dialog and loads nothing', async () => {
    const { calls } = routes();
    const user = userEvent.setup();
    renderApp('/boxes');
    await waitFor(() => expect(countLine()).toHaveTextContent('Showing 3 of 3'));
    await user.click(screen.getAllByTestId('box-card')[0]!);
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'login' });
    expect(calls.some((c) => c.path.startsWith('/api/boxes/'))).toBe(false);
  });

  it('signed in: hovering a card prefetches its details with the token; clicking opens the details dialog', async () => {
    useSessionStore.setState({ user: buildUser({ id: 'u1', balance: 10_000 }), token: 't' });
    const details = {
      ...catalog[0]!,
      legendary: { consecutivePlays: 2, isEligibleForLegendary: false, playsUntilLegendary: 3, requiredPlays: 5 },
    };
    const { calls } = routes({ 'GET /api/boxes/a1': { body: details } });
    const user = userEvent.setup();
    renderApp('/boxes');
    await waitFor(() => expect(countLine()).toHaveTextContent('Showing 3 of 3'));
    const apple = screen.getAllByTestId('box-card')[2]!;
    fireEvent.mouseEnter(apple);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/boxes/a1')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/boxes/a1')?.headers.Authorization).toBe('Bearer t');
    await user.click(apple);
    const dialog = await screen.findByRole('dialog', { name: 'Apple Vault' });
    expect(within(dialog).getByText('Play 3 more times to unlock legendary prizes.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/boxes/a1')).toHaveLength(1);
  });
});
