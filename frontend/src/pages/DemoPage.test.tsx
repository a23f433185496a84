import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadShellWidgets } from '../components/layout/shellWidgets';
import { initI18n } from '../i18n';
import { useAuthDialogStore } from '../stores/useAuthDialogStore';
import { useSessionStore } from '../stores/useSessionStore';
import { buildPublicConfig, buildUser } from '../../test/fixtures';
import { mockFetch, renderApp } from '../../test/render';

// Load the lazy page once up front, so a cold transform cache cannot outlast findBy's timeout.
beforeAll(() => Promise.all([initI18n('en'), import('./DemoPage'), preloadShellWidgets()]));
beforeEach(() => {
  mockFetch({ '/api/config': buildPublicConfig() });
  useSessionStore.setState({ user: null, token: null, loading: false });
  useAuthDialogStore.setState({ open: false, mode: 'login' });
});

const walkthrough = () => screen.getByTestId('demo-walkthrough');
const step = () => Number(walkthrough().dataset.step);
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const progressOf = (n: number) => Number(screen.getByRole('progressbar', { name: `Step ${n} progress` }).getAttribute('aria-valuenow'));

describe('demo page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('plays six steps after 2, 3, 2, 4, 3 and 2 seconds and stops at the last', async () => {
    renderApp('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'See how Nova works' })).toBeInTheDocument();
    expect(document.title).toBe('Demo · Nova');
    expect(screen.getAllByTestId('demo-step')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Buy coins' })).toBeInTheDocument();
    const seen = [step()];
    for (const ms of [2000, 3000, 2000, 4000, 3000]) {
      advance(ms);
      seen.push(step());
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(screen.getByRole('heading', { level: 2, name: 'Climb the leaderboard' })).toBeInTheDocument();
    expect(screen.getByText('Top 10 win prizes every day')).toBeInTheDocument();
    advance(1000);
    expect(progressOf(6)).toBe(50);
    expect(progressOf(5)).toBe(100);
    advance(1000);
    expect(walkthrough().dataset.playing).toBe('false');
    expect(screen.getByTestId('demo-status')).toHaveTextContent("That's the whole tour.");
    advance(10_000);
    expect(step()).toBe(6);
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  it('Pause holds the step and its progress, Play finishes it, Reset returns to step 1 paused', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/demo');
    await screen.findByTestId('demo-walkthrough');
    advance(2000 + 1500); // halfway through step 2 (3 s)
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    advance(20_000);
    expect(step()).toBe(2);
    expect(progressOf(2)).toBe(50);
    expect(screen.getByTestId('demo-status')).toHaveTextContent('Paused');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    advance(1400);
    expect(step()).toBe(2);
    advance(100);
    expect(step()).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(step()).toBe(1);
    expect(progressOf(1)).toBe(0);
    advance(10_000);
    expect(step()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('jumps to a clicked step, from the keyboard too', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/demo');
    await screen.findByTestId('demo-walkthrough');
    const list = screen.getByRole('list', { name: 'Walkthrough steps' });
    await user.click(within(list).getByRole('button', { name: /Verify any opening/ }));
    expect(step()).toBe(5);
    expect(within(list).getByRole('button', { name: /Verify any opening/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Open the fairness page' })).toHaveAttribute('href', '/fairness');
    within(list).getByRole('button', { name: /Open it/ }).focus();
    await user.keyboard('{Enter}');
    expect(step()).toBe(3);
    expect(screen.getByText('Seed commitment')).toBeInTheDocument();
  });

  it('ends with Start Unboxing to /boxes and a sign-up for signed-out visitors only', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderApp('/demo');
    const cta = await screen.findByTestId('demo-cta');
    expect(within(cta).getByRole('link', { name: 'Start Unboxing' })).toHaveAttribute('href', '/boxes');
    await user.click(within(cta).getByRole('button', { name: 'Sign up' }));
    expect(useAuthDialogStore.getState()).toMatchObject({ open: true, mode: 'register' });
    unmount();

    act(() => useSessionStore.setState({ user: buildUser(), token: 't' }));
    renderApp('/demo');
    const signedIn = await screen.findByTestId('demo-cta');
    expect(within(signedIn).queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
