/** File manager sample app: the contract of `api/apps/file-manager` (spec 001 sections 3 and 7). */

export type FileManagerItemType = 'folder' | 'PDF' | 'XLS' | 'DOC' | 'TXT' | 'JPG';

export interface FileManagerItem {
  id: string;
  /** Parent folder id, null at the root. */
  folderId: string | null;
  name: string;
  createdBy: string;
  /** Long-form date text, e.g. 'April 24, 2026'. */
  createdAt: string;
  modifiedAt: string;
  /** Size with unit, e.g. '87 KB'. */
  size: string;
  type: FileManagerItemType;
  /** Folders: a file-count text such as '57 files'; files: null. */
  contents: string | null;
  /** Folders only; null for files. */
  description: string | null;
  /** A downloadable URL for files with real content (TXT: a data URL; JPG: a local image path); null otherwise. */
  url: string | null;
}

/** GET answer: the folder's subfolders and files (each sorted by name) and the breadcrumb from the root down to the folder. */
export interface FileManagerListing {
  folders: FileManagerItem[];
  files: FileManagerItem[];
  path: FileManagerItem[];
}

export const fileManagerEndpoints = {
  /**
   * GET ?folderId= ('null' or absent: root). An unknown id answers empty lists and path [].
   * DELETE ?id=: true; a folder goes with its contents (an unknown id: 404).
   */
  items: 'api/apps/file-manager',
} as const;
