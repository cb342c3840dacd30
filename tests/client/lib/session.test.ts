import {
  clearSession,
  getSession,
  renewSessionToken,
  saveSession,
  updateSessionEmail,
} from '../../../client/src/lib/session.ts';

const user = { id: '7', email: 'player@example.com', role: 'admin' };

afterEach(() => clearSession());

describe('session changes of a signed-in visitor', () => {
  it('renews the token where the session is kept, with the console copy', () => {
    saveSession({ token: 'old', user }, { remember: true, console: true });
    renewSessionToken('fresh');
    expect(getSession()).toEqual({ token: 'fresh', user });
    expect(localStorage.getItem('adminToken')).toBe('fresh');
    expect(sessionStorage.getItem('auth-storage')).toBeNull();
  });

  it("keeps a tab-only session in this tab and adds no console token that wasn't there", () => {
    saveSession({ token: 'old', user }, { remember: false });
    renewSessionToken('fresh');
    expect(JSON.parse(sessionStorage.getItem('auth-storage') ?? '{}')).toEqual({ token: 'fresh', user });
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });

  it('updates the email shown for the visitor', () => {
    saveSession({ token: 'token', user }, { remember: false });
    updateSessionEmail('new@example.com');
    expect(getSession()?.user).toEqual({ ...user, email: 'new@example.com' });
  });

  it('does nothing once signed out', () => {
    renewSessionToken('fresh');
    updateSessionEmail('new@example.com');
    expect(getSession()).toBeNull();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});
