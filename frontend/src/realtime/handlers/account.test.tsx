import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FakeSocket } from '../../../test/fakeSocket';
import { buildUser } from '../../../test/fixtures';
import { RequireRole } from '../../auth/guards';
import { initI18n } from '../../i18n';
import { useRoleChangeStore } from '../../stores/useRoleChangeStore';
import { useSessionStore } from '../../stores/useSessionStore';
import { useToastStore } from '../../stores/useToastStore';
import { registerAccountHandlers } from './account';

beforeAll(() => initI18n('en'));
beforeEach(() => {
  useSessionStore.setState({ token: 't', user: buildUser({ role: 'admin', isAdmin: true }), loading: false });
  useRoleChangeStore.getState().clear();
  useToastStore.setState({ toasts: [] });
});

const changed = (role: string, previousRole: string) => ({ role, previousRole, at: '2026-01-15T12:00:00.000Z' });

describe('account:roleChanged', () => {
  it('takes the new role at once, says what changed, and leaves the staff console for home', () => {
    const socket = new FakeSocket();
    const stop = registerAccountHandlers(socket.asSocket());
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route
            path="/admin"
            element={
              <RequireRole roles={['admin', 'support']}>
                <p>Console</p>
              </RequireRole>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Console')).toBeInTheDocument();
    act(() => socket.deliver('account:roleChanged', changed('player', 'admin')));
    expect(useSessionStore.getState().user).toMatchObject({ role: 'player', isAdmin: false });
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Your role changed',
      description: 'An admin changed your role from Admin to Player. The staff console is closed to you now.',
    });
    stop();
  });

  it('a promotion is told without the console line; a malformed fact changes nothing', () => {
    useSessionStore.setState({ user: buildUser({ role: 'player' }) });
    const socket = new FakeSocket();
    const stop = registerAccountHandlers(socket.asSocket());
    socket.deliver('account:roleChanged', { role: 'owner', previousRole: 'player', at: 'x' });
    expect(useSessionStore.getState().user?.role).toBe('player');
    socket.deliver('account:roleChanged', changed('support', 'player'));
    expect(useSessionStore.getState().user?.role).toBe('support');
    expect(useToastStore.getState().toasts[0]?.description).toBe('An admin changed your role from Player to Support.');
    stop();
  });
});
