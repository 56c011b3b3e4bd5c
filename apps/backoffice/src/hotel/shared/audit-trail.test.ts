import { describe, expect, it } from 'vitest';
import { actorLabel } from './audit-trail';

describe('actorLabel', () => {
  it("shows the name of the time, and '(you)' only for the signed-in user's id", () => {
    // Renamed since (the entry keeps the old name): still hers.
    expect(actorLabel({ by: 'Sofia Rossi', byId: 'user-05' }, 'user-05')).toBe('Sofia Rossi (you)');
    // A colleague who now has the same name is not the author.
    expect(actorLabel({ by: 'Sofia Rossi', byId: 'user-05' }, 'user-16')).toBe('Sofia Rossi');
    expect(actorLabel({ by: 'Sofia Rossi', byId: 'user-05' }, null)).toBe('Sofia Rossi');
  });
});
