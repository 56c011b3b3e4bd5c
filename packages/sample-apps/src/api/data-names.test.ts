import { describe, expect, it } from 'vitest';
import { useMockServer } from '../testing/mock-server';
import { contactsEndpoints } from './contacts';
import { SAMPLE_DATA } from './data-names';
import { fileManagerEndpoints } from './file-manager';
import { inventoryEndpoints } from './inventory';
import { mailboxEndpoints } from './mailbox';
import { notesEndpoints } from './notes';
import { scrumboardEndpoints } from './scrumboard';
import { tasksEndpoints } from './tasks';

describe('SAMPLE_DATA', () => {
  const api = useMockServer();

  it("names each app's data as the mock API does in its change notices", async () => {
    const reads: Record<keyof typeof SAMPLE_DATA, string> = {
      contacts: contactsEndpoints.all,
      tasks: tasksEndpoints.all,
      notes: notesEndpoints.all,
      mailbox: mailboxEndpoints.folders,
      scrumboard: scrumboardEndpoints.boards,
      inventory: inventoryEndpoints.products,
      fileManager: fileManagerEndpoints.items,
    };
    const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` };
    for (const [app, path] of Object.entries(reads)) {
      const response = await fetch(new URL(path, location.origin), { headers });
      expect(response.status, app).toBe(200);
    }
    // Each read seeded its app's data under the name the mock API publishes.
    expect(Object.keys(api.snapshot())).toEqual(expect.arrayContaining(Object.values(SAMPLE_DATA)));
  });
});
