import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteStatsDto } from '@nova/protocol';
import { initI18n } from '../../i18n';
import { useAuthDialogStore } from '../../stores/useAuthDialogStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { resetStatsStore } from '../../stores/useStatsStore';
import { buildBox, buildPublicConfig, buildUser } from '../../../test/fixtures';
import { fetchRoutes } from '../../../test/fetchRoutes';
import { renderApp } from '../../../test/render';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  resetStatsStore();
  useSessionStore.setState({ user: null, token: null, loading: false });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
});

const stats: SiteStatsDto = {
  seq: 1,
  boxesOpened: 52_340,
  prizesWonUsd: '2412345.50',
  players: 15_200,
  biggestWin24h: { prizeName: 'Rolex Submariner', boxName: 'Watch Vault', valueInUSD: '14500.00' },
  generatedAt: '2026-01-01T00:00:00.000Z',
};
const featured = [
  buildBox({ id: 'f1', name: 'Watch Vault', isFeatured: true }),
  buildBox({ id: 'f2', name: 'Apple Vault', isFeatured: true }),
];

function routes(overrides = {}) {
  return fetchRoutes({
    'GET /api/config': { body: buildPublicConfig() },
    'GET /api/boxes/featured': { body: featured },
    'GET /api/stats': { body: stats },
    ...overrides,
  });
}

describe('home page', () => {
  it('shows the hero, the four computed stats in compact notation, the Trending boxes with View All, and How It Works', async () => {
    routes();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unbox something extraordinary' })).toBeInTheDocument();
    const figures = await screen.findByTestId('home-stats');
    await waitFor(() => expect(figures).toHaveTextContent('52.3K'));
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['52.3K', '$2.4M', '15.2K', '$14.5K', 'Rolex Submariner']);
    const trending = screen.getByRole('region', { name: 'Trending boxes' });
    expect(await within(trending).findAllByTestId('box-card')).toHaveLength(2);
    expect(within(trending).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/boxes');
    const steps = screen.getByRole('region', { name: 'How It Works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Buy', 'Unbox', 'Win', 'Enjoy']);
    expect(steps).toHaveTextContent('100 coins are worth $1.00');
  });

  it('the stats follow the language: compact numbers in German', async () => {
    routes();
    await act(async () => {
      await initI18n('en');
    });
    const { formatCompact } = await import('./format');
    expect(formatCompact(52_340, 'de')).toBe('52.340');
    expect(formatCompact(2_400_000, 'de')).toBe('2,4\u00a0Mio.');
    expect(formatCompact(15_200, 'ja')).toBe('1.5万');
  });

  it('Start Unboxing opens the login dialog when signed out', async () => {
    routes();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Start Unboxing' }));
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'login' });
  });

  it('Start Unboxing scrolls to the Trending boxes when signed in', async () => {
    useSessionStore.setState({ user: buildUser(), token: 't' });
    routes();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Start Unboxing' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('trending'));
    expect(useAuthDialogStore.getState().open).toBe(false);
    scroll.mockRestore();
  });

  it('without stats from the server the figures show a dash, never made-up numbers', async () => {
    routes({ 'GET /api/stats': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    renderApp('/');
    const figures = await screen.findByTestId('home-stats');
    await waitFor(() => expect(within(figures).getAllByRole('definition')[0]).toHaveTextContent('—'));
  });
});

describe('demo overlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('auto-advances after 3000, 3000, 2500, 3000 and 2500 ms and loops; pause holds, play resumes, restart goes back', async () => {
    routes();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Watch Demo' }));
    const demo = await screen.findByTestId('demo');
    const slide = () => Number(screen.getByTestId('demo').dataset.slide);
    const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    expect(slide()).toBe(1);
    advance(2999);
    expect(slide()).toBe(1);
    advance(1);
    expect(slide()).toBe(2);
    expect(
      within(demo)
        .getAllByTestId('demo-price')
        .map((p) => p.textContent),
    ).toEqual(['$15.00', '$25.00', '$30.00', '$50.00']);
    advance(3000);
    expect(slide()).toBe(3);
    advance(2500);
    expect(slide()).toBe(4);
    advance(3000);
    expect(slide()).toBe(5);
    advance(2500);
    expect(slide()).toBe(1);

    advance(1000);
    await user.click(within(screen.getByTestId('demo')).getByRole('button', { name: 'Pause' }));
    advance(10_000);
    expect(slide()).toBe(1);
    await user.click(within(screen.getByTestId('demo')).getByRole('button', { name: 'Play' }));
    advance(1999);
    expect(slide()).toBe(1);
    advance(1);
    expect(slide()).toBe(2);

    advance(1500);
    await user.click(within(screen.getByTestId('demo')).getByRole('button', { name: 'Restart' }));
    expect(slide()).toBe(1);
    advance(3000);
    expect(slide()).toBe(2);
  });
});
