import { describe, expect, it } from 'vitest';
import { canAccess, hasAnyRole, type Access } from './access';

const user = (...roles: string[]) => ({ roles });

describe('canAccess', () => {
  it.each<[Access, { roles: string[] } | null, boolean]>([
    ['public', null, true],
    ['public', user('cashier'), true],
    ['guest', null, true],
    ['guest', user('cashier'), false],
    ['user', null, false],
    ['user', user(), true],
    [['accountant'], null, false],
    [['accountant'], user('accountant'), true],
    [['accountant', 'manager'], user('manager'), true],
    [['accountant'], user('cashier'), false],
    [['accountant'], user('admin'), true],
    [['house-keeper'], user('housekeeping'), false],
  ])('%j for %j → %s', (access, who, expected) => {
    expect(canAccess(access, who)).toBe(expected);
  });

  it('an empty role list allows any signed-in user', () => {
    expect(hasAnyRole(user('chef'), [])).toBe(true);
    expect(hasAnyRole(null, [])).toBe(false);
  });
});
