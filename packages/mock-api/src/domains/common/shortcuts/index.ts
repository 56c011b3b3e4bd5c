import type { Shortcut } from '@hotel/shell/api';
import type { Domain } from '../../../core/db';
import type { DomainModule } from '../../../core/module';
import { usersDomain } from '../../users/seed';
import { HTML_PAYLOADS, LONG_TEXT } from '../shared/time';
import { shortcutHandlers } from './handlers';
import { shortcutsDomain, type ShortcutsState } from './seed';

export { adminShortcuts, shortcutsDomain, shortcutsForRoles, type ShortcutsState } from './seed';

/** A scenario's state: the same list for every demo user. */
function scenarioDomain(name: string, build: () => Shortcut[]): Domain<ShortcutsState> {
  return {
    name: `shortcuts:${name}`,
    schema: shortcutsDomain.schema,
    seed: async ({ get }) => Object.fromEntries((await get(usersDomain)).map((user) => [user.id, build()])),
  };
}

const ICONS = ['home', 'star', 'bell', 'calendar', 'cube', 'truck', 'banknotes', 'users'] as const;

/** GET/POST/PATCH/DELETE api/common/shortcuts, a list per user. */
export const shortcutsModule: DomainModule = {
  handlers: (ctx) => shortcutHandlers(ctx),
  scenarios: (ctx) => {
    const make = (name: string, build: () => Shortcut[]) => shortcutHandlers(ctx, scenarioDomain(name, build));
    return {
      empty: make('empty', () => []),
      many: make('many', () =>
        Array.from({ length: 100 }, (_, i) => ({
          id: `shortcut-many-${i + 1}`,
          label: `Shortcut ${i + 1}`,
          description: `Description ${i + 1}`,
          icon: `heroicons_outline:${ICONS[i % ICONS.length]}`,
          link: '/dashboards',
          useRouter: true,
        })),
      ),
      longText: make('long-text', () => [
        { id: 'shortcut-long-1', label: LONG_TEXT.slice(0, 60), description: LONG_TEXT, icon: 'heroicons_outline:star', link: '/dashboards', useRouter: true },
        { id: 'shortcut-long-2', label: 'Short', description: LONG_TEXT, icon: 'heroicons_outline:bell', link: '/welcome', useRouter: true },
      ]),
      html: make('html', () =>
        HTML_PAYLOADS.map((payload, i) => ({
          id: `shortcut-html-${i + 1}`,
          label: payload,
          description: payload,
          icon: 'heroicons_outline:bug-ant',
          link: '/welcome',
          useRouter: true,
        })),
      ),
    };
  },
  readPaths: ['*/api/common/shortcuts'],
  samples: [
    { method: 'GET', path: 'api/common/shortcuts' },
    {
      method: 'POST',
      path: 'api/common/shortcuts',
      body: { shortcut: { label: 'Check in', description: 'New arrival', icon: 'heroicons_outline:key', link: '/front-office/check-in', useRouter: true } },
    },
    { method: 'PATCH', path: 'api/common/shortcuts', body: { id: 'shortcut-mailbox', shortcut: { description: '3 new e-mails' } } },
    { method: 'DELETE', path: 'api/common/shortcuts', query: { id: 'shortcut-tasks' } },
    { method: 'GET', path: 'api/common/shortcuts', role: 'receptionist' },
  ],
};
