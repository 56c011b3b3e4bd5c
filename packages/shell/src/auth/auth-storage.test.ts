import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage, TOKEN_KEY, USER_ID_KEY, USER_NAME_KEY } from './auth-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const stored = (store: Storage) => [store.getItem(TOKEN_KEY), store.getItem(USER_ID_KEY), store.getItem(USER_NAME_KEY)];

describe('authStorage', () => {
  it('keeps the session across restarts when remembered, for this tab otherwise, in one store only', () => {
    authStorage.save({ accessToken: 't1', userId: 'u1', userName: 'Amara Okafor' });
    expect(stored(localStorage)).toEqual(['t1', 'u1', 'Amara Okafor']);
    authStorage.save({ accessToken: 't2', userId: 'u2', userName: 'Ben Ito' }, false);
    expect(stored(localStorage)).toEqual([null, null, null]);
    expect(stored(sessionStorage)).toEqual(['t2', 'u2', 'Ben Ito']);
    expect([authStorage.getToken(), authStorage.getUserId(), authStorage.getUserName()]).toEqual(['t2', 'u2', 'Ben Ito']);
  });

  it('keeps a new name where the token is, and none without a session', () => {
    authStorage.save({ accessToken: 't', userId: 'u1' }, false);
    expect(authStorage.getUserName()).toBeNull();
    authStorage.saveUserName('Amara Okafor');
    expect([localStorage.getItem(USER_NAME_KEY), sessionStorage.getItem(USER_NAME_KEY)]).toEqual([null, 'Amara Okafor']);
    authStorage.clear();
    authStorage.saveUserName('Amara Okafor');
    expect([localStorage.getItem(USER_NAME_KEY), sessionStorage.getItem(USER_NAME_KEY)]).toEqual([null, null]);
  });

  it('forgets the name from both stores for nobody (a shared terminal after sign-out)', () => {
    localStorage.setItem(USER_NAME_KEY, 'Amara Okafor');
    sessionStorage.setItem(USER_NAME_KEY, 'Amara Okafor');
    authStorage.saveUserName(null);
    expect([localStorage.getItem(USER_NAME_KEY), sessionStorage.getItem(USER_NAME_KEY)]).toEqual([null, null]);
  });

  it('clear removes every key of the session from both stores', () => {
    authStorage.save({ accessToken: 't1', userId: 'u1', userName: 'A' });
    sessionStorage.setItem(TOKEN_KEY, 't2');
    authStorage.clear();
    expect([...stored(localStorage), ...stored(sessionStorage)]).toEqual([null, null, null, null, null, null]);
  });

  it('never throws when storage refuses to be written (quota, privacy settings)', () => {
    for (const store of [localStorage, sessionStorage]) {
      vi.spyOn(store, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
    }
    expect(() => authStorage.save({ accessToken: 't', userId: 'u1', userName: 'A' })).not.toThrow();
    expect(() => authStorage.saveUserName('A')).not.toThrow();
    expect(authStorage.getToken()).toBeNull();
  });
});
