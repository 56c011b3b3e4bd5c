import type { SeedTools } from '../../../core/db';
import type { FileManagerItem } from '../contracts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 'April 24, 2026' (UTC), stable in every locale. */
export const longDate = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

const txt = (text: string) => `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
export const PERSONAL = 'f11e0000-0000-4000-8000-000000000001';
export const PHOTOS = 'f11e0000-0000-4000-8000-000000000002';
export const WORK = 'f11e0000-0000-4000-8000-000000000003';
export const CONTRACTS = 'f11e0000-0000-4000-8000-000000000004';

type Row = [id: string, folderId: string | null, name: string, type: FileManagerItem['type'], size: string, extra?: { contents?: string; description?: string; url?: string }];

export function buildFileManager({ rng, now }: SeedTools): FileManagerItem[] {
  const id = (n: number) => `f11e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const rows: Row[] = [
    [PERSONAL, null, 'Personal', 'folder', '87 MB', { contents: '57 files', description: 'Personal documents such as insurance policies, tax papers and so on.' }],
    [PHOTOS, null, 'Photos', 'folder', '3015 MB', { contents: '907 files', description: 'Personal photos; selfies, family, vacation and so on.' }],
    [WORK, null, 'Work', 'folder', '14 MB', { contents: '24 files', description: 'Work related files, mainly documents and paychecks.' }],
    [id(5), null, 'Contract #123', 'PDF', '1.2 MB'],
    [id(6), null, 'Estimated budget', 'XLS', '679 KB'],
    [id(7), null, 'DMCA notice #42', 'DOC', '1.5 MB'],
    [id(8), null, 'Invoices', 'PDF', '17.8 MB'],
    [id(9), null, 'Crash logs', 'TXT', '1.1 MB', { url: txt('2026-11-20 03:12:44 ERROR PaymentGateway timeout after 30000 ms\n2026-11-20 03:12:45 WARN Retrying (1/3)\n2026-11-20 03:12:47 INFO Payment captured\n') }],
    [id(10), null, 'System logs', 'TXT', '52 KB', { url: txt('boot ok\nnight audit started\nnight audit finished in 412 s\n') }],
    [id(11), null, 'Personal projects', 'DOC', '1.1 MB'],
    [id(12), null, 'Biometric portrait', 'JPG', '4.5 MB', { url: 'images/apps/file-manager/preview-portrait.svg' }],
    [id(13), null, 'Scanned image 20201012-1', 'JPG', '123 KB', { url: 'images/apps/file-manager/preview-scan.svg' }],
    [id(14), null, 'Scanned image 20201012-2', 'JPG', '140 KB', { url: 'images/apps/file-manager/preview-scan.svg' }],
    [id(15), null, 'Prices', 'DOC', '368 KB'],
    [id(16), null, 'Shopping list', 'TXT', '2 KB', { url: txt('Milk\nEggs\nBread\nCoffee beans\n') }],
    [id(17), null, 'Lyrics', 'TXT', '1.4 KB', { url: txt('Here comes the sun, do-do-do-do\n') }],
    [CONTRACTS, WORK, 'Contracts', 'folder', '4 MB', { contents: '2 files', description: 'Signed supplier and staff contracts.' }],
    [id(18), WORK, 'Paycheck October', 'PDF', '96 KB'],
    [id(19), PHOTOS, 'Beach sunset', 'JPG', '2.3 MB', { url: 'images/apps/file-manager/preview-landscape.svg' }],
    [id(20), PERSONAL, 'Insurance policy', 'PDF', '640 KB'],
    [id(21), CONTRACTS, 'Linen supplier 2026', 'DOC', '212 KB'],
  ];
  const people = ['Brian Hughes', 'Amara Okafor', 'Lucas Moreau', 'Sofia Rossi'];
  return rows.map(([itemId, folderId, name, type, size, extra = {}]) => {
    const created = new Date(now.getTime() - rng.int(30, 900) * 86_400_000);
    const modified = new Date(created.getTime() + rng.int(0, 25) * 86_400_000);
    return {
      id: itemId,
      folderId,
      name,
      createdBy: rng.pick(people),
      createdAt: longDate(created),
      modifiedAt: longDate(modified),
      size,
      type,
      contents: extra.contents ?? null,
      description: extra.description ?? null,
      url: extra.url ?? null,
    };
  });
}

export function manyItems(count: number): FileManagerItem[] {
  const types = ['PDF', 'XLS', 'DOC', 'TXT', 'JPG'] as const;
  return Array.from({ length: count }, (_, i) => ({
    id: `file-many-${i + 1}`,
    folderId: null,
    name: `File ${String(i + 1).padStart(5, '0')}`,
    createdBy: 'Brian Hughes',
    createdAt: 'January 1, 2026',
    modifiedAt: 'January 2, 2026',
    size: `${(i % 900) + 1} KB`,
    type: types[i % types.length] ?? 'PDF',
    contents: null,
    description: null,
    url: null,
  }));
}
