import { buildUser } from '../../test/fixtures';
import { useSessionStore } from './useSessionStore';

const stored = () => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') });

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ token: null, user: null, loading: true });
  });

  it('starts loading and signed out', () => {
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, loading: true });
  });

  it('login sets the session from token and user, stores both and ends loading', () => {
    useSessionStore.getState().login('tok', buildUser());
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok', user: { username: 'zara' }, loading: false });
    expect(stored()).toEqual({ token: 'tok', user: JSON.stringify(buildUser()) });
  });

  it('setSession does the same for a given token and user', () => {
    useSessionStore.getState().setSession('tok-2', buildUser({ username: 'omar' }));
    expect(useSessionStore.getState().user?.username).toBe('omar');
    expect(JSON.parse(stored().user ?? '{}')).toMatchObject({ username: 'omar' });
    expect(stored().token).toBe('tok-2');
  });

  it('logout clears the session and both stored keys (clearSession is the same)', () => {
    useSessionStore.getState().login('tok', buildUser());
    localStorage.setItem('selectedLanguage', 'fr');
    useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(stored()).toEqual({ token: null, user: null });
    expect(localStorage.getItem('selectedLanguage')).toBe('fr');
    useSessionStore.getState().login('tok', buildUser());
    useSessionStore.getState().clearSession();
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('updateUser merges fields and stores the user, only while signed in', () => {
    useSessionStore.getState().updateUser({ balance: 5, balanceVersion: 9 });
    expect(useSessionStore.getState().user).toBeNull();
    expect(stored().user).toBeNull();
    useSessionStore.getState().login('tok', buildUser({ balance: 100, balanceVersion: 1 }));
    useSessionStore.getState().updateUser({ balance: 50, balanceVersion: 2, role: 'support' });
    expect(useSessionStore.getState().user).toMatchObject({ balance: 50, balanceVersion: 2, role: 'support', username: 'zara' });
    expect(JSON.parse(stored().user ?? '{}')).toMatchObject({ balance: 50, balanceVersion: 2, role: 'support', username: 'zara' });
  });

  it('applies a balance only when its version is newer; other fields of an older snapshot still merge', () => {
    useSessionStore.getState().login('tok', buildUser({ balance: 100, balanceVersion: 4 }));
    expect(useSessionStore.getState().applyBalance(70, 3)).toBe(false);
    expect(useSessionStore.getState().applyBalance(70, 4)).toBe(false);
    expect(useSessionStore.getState().user).toMatchObject({ balance: 100, balanceVersion: 4 });
    useSessionStore.getState().updateUser(buildUser({ balance: 20, balanceVersion: 2, emailVerified: true }));
    expect(useSessionStore.getState().user).toMatchObject({ balance: 100, balanceVersion: 4, emailVerified: true });
    expect(useSessionStore.getState().applyBalance(130, 5)).toBe(true);
    expect(useSessionStore.getState().user).toMatchObject({ balance: 130, balanceVersion: 5 });
    expect(JSON.parse(stored().user ?? '{}')).toMatchObject({ balance: 130, balanceVersion: 5 });
  });

  it('a replayed opening answered after a grant leaves the granted balance', () => {
    // 1,000 coins at version 1; an opening of a 500-coin box charges it (version 2), its answer is lost.
    useSessionStore.getState().login('tok', buildUser({ balance: 1_000, balanceVersion: 1 }));
    const opened = { userBalance: 500, balanceVersion: 2 };
    useSessionStore.getState().applyBalance(opened.userBalance, opened.balanceVersion); // balance:changed of the debit
    useSessionStore.getState().applyBalance(2_500, 3); // balance:changed of an admin grant of 2,000
    // The retry with the same requestId is answered with the first opening's balance and version.
    useSessionStore.getState().applyBalance(opened.userBalance, opened.balanceVersion);
    expect(useSessionStore.getState().user).toMatchObject({ balance: 2_500, balanceVersion: 3 });
  });

  it('keeps working when storage throws (private mode)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      useSessionStore.getState().login('tok', buildUser());
      expect(useSessionStore.getState().token).toBe('tok');
    } finally {
      setItem.mockRestore();
    }
  });
});
