import { afterEach, describe, expect, it } from 'vitest';
import { rememberFirstScreenUser } from './first-screen-user';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('rememberFirstScreenUser', () => {
  it('keeps the name where the session is: across restarts when remembered, for this tab otherwise', () => {
    localStorage.setItem('accessToken', 't');
    rememberFirstScreenUser('Amara Okafor');
    expect([localStorage.getItem('firstScreenUser'), sessionStorage.getItem('firstScreenUser')]).toEqual(['Amara Okafor', null]);
    localStorage.clear();
    sessionStorage.setItem('accessToken', 't');
    rememberFirstScreenUser('Amara Okafor');
    expect([localStorage.getItem('firstScreenUser'), sessionStorage.getItem('firstScreenUser')]).toEqual([null, 'Amara Okafor']);
  });

  it('removes it from both stores once nobody is signed in, and keeps none without a session', () => {
    localStorage.setItem('firstScreenUser', 'Amara Okafor');
    sessionStorage.setItem('firstScreenUser', 'Amara Okafor');
    rememberFirstScreenUser(null);
    expect([localStorage.getItem('firstScreenUser'), sessionStorage.getItem('firstScreenUser')]).toEqual([null, null]);
    rememberFirstScreenUser('Amara Okafor');
    expect(localStorage.getItem('firstScreenUser')).toBeNull();
  });
});
