import type { Domain } from '../../../core/db';
import type { FileManagerItem } from '../contracts';

/** 21 items: root folders Personal, Photos and Work, 13 root files and 5 nested items. */
export const fileManagerDomain: Domain<FileManagerItem[]> = {
  name: 'apps.file-manager',
  seed: async (tools) => (await import('./data')).buildFileManager(tools),
};
