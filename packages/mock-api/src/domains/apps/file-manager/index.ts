import { sampleApp } from '../../../core/auth';
import type { DomainModule } from '../../../core/module';
import { dataScenario, replaceItems } from '../shared';
import { fileManagerHandlers } from './handlers';
import { fileManagerDomain } from './seed';

const all = '*/api/apps/file-manager';

/** File manager sample app: `GET api/apps/file-manager?folderId=`, `DELETE api/apps/file-manager?id=`. */
export const fileManagerModule: DomainModule = sampleApp('File Manager', '*/api/apps/file-manager', {
  handlers: fileManagerHandlers,
  readPaths: [all],
  scenarios: (ctx) => {
    const happy = fileManagerHandlers(ctx);
    return {
      empty: dataScenario(ctx, all, fileManagerDomain, () => [], replaceItems, happy),
      many: dataScenario(ctx, all, fileManagerDomain, async () => (await import('./data')).manyItems(2000), replaceItems, happy),
    };
  },
  samples: [
    { method: 'GET', path: 'api/apps/file-manager', query: { folderId: 'null' } },
    { method: 'DELETE', path: 'api/apps/file-manager', query: { id: 'f11e0000-0000-4000-8000-000000000005' } },
  ],
});
