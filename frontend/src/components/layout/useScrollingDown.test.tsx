import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { mockFetch } from '../../../test/render';
import { DeferredSupportWidget, preloadShellWidgets } from './shellWidgets';

beforeAll(() => initI18n('en'));

const supportButton = () => {
  mockFetch({});
  return (
    <QueryClientProvider client={new QueryClient()}>
      <DeferredSupportWidget />
    </QueryClientProvider>
  );
};

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('the floating support button while the page scrolls', () => {
  it('steps aside scrolling down past the first screenful, back scrolling up, already as the look-alike before its code loads', () => {
    render(supportButton());
    const button = screen.getByRole('button', { name: 'Chat with support' });
    expect(button).not.toHaveAttribute('data-away');
    scrollTo(40);
    expect(button).not.toHaveAttribute('data-away');
    scrollTo(900);
    expect(button).toHaveAttribute('data-away');
    scrollTo(600);
    expect(button).not.toHaveAttribute('data-away');
  });

  it('keeps its state when the widget replaces its look-alike mid-scroll', async () => {
    render(supportButton());
    scrollTo(1200);
    expect(screen.getByRole('button', { name: 'Chat with support' })).toHaveAttribute('data-away');
    await act(() => preloadShellWidgets());
    cleanup();
    render(supportButton());
    expect(screen.getByRole('button', { name: 'Chat with support' })).toHaveAttribute('data-away');
    scrollTo(700);
    expect(screen.getByRole('button', { name: 'Chat with support' })).not.toHaveAttribute('data-away');
  });
});
