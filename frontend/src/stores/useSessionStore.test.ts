import { buildUser } from '../../test/fixtures';
import { useSessionStore } from './useSessionStore';

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().clearSession());

  it('sets and clears a session', () => {
    useSessionStore.getState().setSession('tok', buildUser());
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok', user: { username: 'zara' } });
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('merges user updates only while signed in', () => {
    useSessionStore.getState().updateUser({ balance: 5 });
    expect(useSessionStore.getState().user).toBeNull();
    useSessionStore.getState().setSession('tok', buildUser({ balance: 100 }));
    useSessionStore.getState().updateUser({ balance: 50 });
    expect(useSessionStore.getState().user).toMatchObject({ balance: 50, username: 'zara' });
  });
});
