import { useCallback } from 'react';
import { errorMessage, useHttpClient } from '@hotel/shell';
import { toast } from '@hotel/ui';
import { SAMPLE_DATA } from '../api/data-names';
import { fileManagerEndpoints, type FileManagerListing } from '../api/file-manager';
import { useResource } from '../example/use-resource';

/**
 * The listing of one folder (null: the root; loaded again when it changed elsewhere), with delete
 * (optimistic, rolled back on failure).
 */
export function useFileManager(folderId: string | null) {
  const client = useHttpClient();
  const listing = useResource<FileManagerListing>(
    `folder:${folderId ?? 'root'}`,
    (http, signal) => http.get(fileManagerEndpoints.items, { query: { folderId: folderId ?? 'null' }, signal, supersede: 'file-manager' }),
    { refreshOn: [SAMPLE_DATA.fileManager] },
  );

  /** Deletes an item; answers whether it is gone. */
  const deleteItem = useCallback(
    async (id: string): Promise<boolean> => {
      const before = listing.data;
      listing.setData((l) => (l ? { ...l, folders: l.folders.filter((f) => f.id !== id), files: l.files.filter((f) => f.id !== id) } : l));
      try {
        await client.delete(fileManagerEndpoints.items, { query: { id } });
        return true;
      } catch (error) {
        listing.setData(before);
        toast.error('Could not delete the item', { description: errorMessage(error) ?? undefined });
        return false;
      }
    },
    [client, listing],
  );

  return { listing, deleteItem };
}
