import type { DomainModule } from '../../../core/module';
import { navigationHandlers } from './handlers';

export { filterNavigation, flattenNavigation, visibleLinks } from './filter';
export { loadNavigationTree, navigationFor } from './handlers';

/** GET api/common/navigation, filtered per role (the tree itself is static: no seed, no scenarios beyond loading and error). */
export const navigationModule: DomainModule = {
  handlers: navigationHandlers,
  readPaths: ['*/api/common/navigation'],
  samples: [{ method: 'GET', path: 'api/common/navigation' }],
};
