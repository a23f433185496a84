import { buildUser } from '../../test/fixtures';
import { useSessionStore } from './useSessionStore';

const stored = () => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') });

describe('session store (spec 000 §4)', () => {
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
    useSessionStore.getState().updateUser({ balance: 5 });
    expect(useSessionStore.getState().user).toBeNull();
    expect(stored().user).toBeNull();
    useSessionStore.getState().login('tok', buildUser({ balance: 100 }));
    useSessionStore.getState().updateUser({ balance: 50 });
    expect(useSessionStore.getState().user).toMatchObject({ balance: 50, username: 'zara' });
    expect(JSON.parse(stored().user ?? '{}')).toMatchObject({ balance: 50, username: 'zara' });
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
