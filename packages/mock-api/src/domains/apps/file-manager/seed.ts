import type { Domain } from '../../../core/db';
import { nullableStr, rows, str } from '../../../core/stored';
import type { FileManagerItem } from '../contracts';

/** 21 items: root folders Personal, Photos and Work, 13 root files and 5 nested items. */
export const fileManagerDomain: Domain<FileManagerItem[]> = {
  name: 'apps.file-manager',
  schema: rows({ folderId: nullableStr, name: str, createdBy: str, createdAt: str, modifiedAt: str, size: str, type: str, contents: nullableStr, description: nullableStr, url: nullableStr }),
  seed: async (tools) => (await import('./data')).buildFileManager(tools),
};
