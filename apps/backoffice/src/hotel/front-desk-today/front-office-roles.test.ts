import { describe, expect, it } from 'vitest';
import { isFrontOffice } from './front-office-roles';

describe('isFrontOffice', () => {
  it('counts the front office\'s roles, not admin, who sees every page', () => {
    expect(isFrontOffice(['receptionist'])).toBe(true);
    expect(isFrontOffice(['front-office-supervisor'])).toBe(true);
    expect(isFrontOffice(['admin'])).toBe(false);
    expect(isFrontOffice(['admin', 'manager'])).toBe(true);
    expect(isFrontOffice(['chef', 'cashier'])).toBe(false);
    expect(isFrontOffice([])).toBe(false);
  });
});
