import type { DomainModule } from '../../../core/module';
import { navigationHandlers } from './handlers';
import { navigationScenarios } from './scenarios';

export { filterNavigation, flattenNavigation, visibleLinks } from './filter';
export { loadNavigationTree, navigationFor } from './handlers';

/** GET api/common/navigation, filtered per role (the tree is static data, loaded on first use). Scenarios: empty, many (about 500 items), longText, html. */
export const navigationModule: DomainModule = {
  handlers: navigationHandlers,
  scenarios: navigationScenarios,
  readPaths: ['*/api/common/navigation'],
  samples: [{ method: 'GET', path: 'api/common/navigation' }],
};
