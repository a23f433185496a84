import { act, screen } from '@testing-library/react';
import { preloadShellWidgets } from '../components/layout/shellWidgets';
import { initI18n } from '../i18n';
import { buildPublicConfig } from '../../test/fixtures';
import { mockFetch, renderApp } from '../../test/render';

// framer-motion reads prefers-reduced-motion once per module registry, so this case has its own file.
const original = window.matchMedia;
beforeAll(() => {
  // framer-motion's development build notes, once, that reduced motion is on: expected here.
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Reduced Motion')) warn(...args);
  });
  window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('prefers-reduced-motion') });
  return Promise.all([initI18n('en'), import('./DemoPage'), preloadShellWidgets()]);
});
afterAll(() => {
  jest.restoreAllMocks();
  window.matchMedia = original;
});

it('with reduced motion the walkthrough waits, paused on step 1, for Play', async () => {
  jest.useFakeTimers();
  mockFetch({ '/api/config': buildPublicConfig() });
  renderApp('/demo');
  const walkthrough = await screen.findByTestId('demo-walkthrough');
  act(() => jest.advanceTimersByTime(10_000));
  expect(walkthrough.dataset).toMatchObject({ step: '1', playing: 'false' });
  act(() => screen.getByRole('button', { name: 'Play' }).click());
  act(() => jest.advanceTimersByTime(2000));
  expect(walkthrough.dataset.step).toBe('2');
  jest.useRealTimers();
});
