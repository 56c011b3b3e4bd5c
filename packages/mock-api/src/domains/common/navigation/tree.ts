import { SAMPLE_APP_ROLES } from '@hotel/domain';
import type { NavigationItem } from '@hotel/shell/api';
import { backOfHouseMenu } from './back-of-house-menu';
import { frontOfHouseMenu } from './front-of-house-menu';
import { link } from './menu-items';

/*
 * The full menu of the spec (000 section 2, 'Menu links'), in its order and grouping, with the roles
 * of 000 section 6 and DESIGN.md decisions 1, 6 and 7. Ids are kebab-case (no dots) so they are
 * valid i18n keys: the shell translates `nav.<id>` from packages/shell/src/i18n/nav/{en,tr}.json.
 * An item without `roles` is shown to every signed-in user; `admin` sees everything.
 */

/** The unfiltered tree (never mutate it: the filter copies what it keeps). */
export const navigationTree: NavigationItem[] = [
  {
    id: 'hotel',
    title: 'Hotel',
    subtitle: 'Front office, stores and accounts',
    type: 'group',
    children: [
      ...frontOfHouseMenu,
      ...backOfHouseMenu,
    ],
  },
  {
    id: 'sample-apps',
    title: 'Sample apps',
    subtitle: 'Dashboards and apps of the template',
    type: 'group',
    roles: [...SAMPLE_APP_ROLES],
    children: [
      link('Project', '/dashboards/project', 'clipboard-document-check'),
      link('Analytics', '/dashboards/analytics', 'chart-pie'),
      link('Finance', '/dashboards/finance', 'banknotes'),
      link('Crypto', '/dashboards/crypto', 'currency-dollar'),
      link('Academy', '/apps/academy', 'academic-cap'),
      link('Chat', '/apps/chat', 'chat-bubble-bottom-center-text'),
      link('Contacts', '/apps/contacts', 'user-group'),
      link('Inventory', '/apps/ecommerce/inventory', 'shopping-cart'),
      link('File Manager', '/apps/file-manager', 'cloud'),
      link('Help Center', '/apps/help-center', 'information-circle'),
      link('Mailbox', '/apps/mailbox', 'envelope'),
      link('Notes', '/apps/notes', 'pencil-square'),
      link('Scrumboard', '/apps/scrumboard', 'view-columns'),
      link('Tasks', '/apps/tasks', 'check-circle'),
      link('Activities', '/pages/activities', 'bars-3-bottom-left'),
      link('Icons', '/ui/icons', 'sparkles'),
      link('Changelog', '/docs/changelog', 'speaker-wave'),
      link('Example', '/example', 'document'),
    ],
  },
];
