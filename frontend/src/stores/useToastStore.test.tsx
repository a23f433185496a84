import { act, render, screen } from '@testing-library/react';
import { TIMINGS } from '@nova/protocol';
import { Toaster } from '../components/ui/toast';
import { initI18n } from '../i18n';
import { toast, useToastStore } from './useToastStore';

beforeAll(() => initI18n('en'));
beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => jest.useRealTimers());

describe('toast()', () => {
  it('keeps one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'success' });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Second']);
  });

  it('dismissing closes it and removes it after the spec’s remove delay', () => {
    jest.useFakeTimers();
    const handle = toast({ title: 'Saved' });
    handle.dismiss();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id: handle.id, open: false });
    jest.advanceTimersByTime(TIMINGS.toastRemoveDelayMs - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('is shown by the Toaster with a labelled close button, and closes by itself after 5 seconds', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Welcome back!', description: 'Successfully logged in.' }));
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Successfully logged in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TIMINGS.toastDurationMs + 10));
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });
});
