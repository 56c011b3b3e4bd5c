/**
 * The back-office's ONE access policy (DESIGN.md 'Access: one policy, checked both ways'). Every
 * route of the app is declared here with who may open it: `APP_ROUTES` are declared at start-up,
 * the hotel routes (`hotelRouteEntry` of each @hotel/domain screen, listed with the others as
 * `ROUTES` in all-routes.ts) when the router first meets a path it does not know (src/routes). The
 * router's guard decides with `decideAccess`. Nothing else grants access.
 *
 * - `public`: anyone, signed in or not (home, access-denied, sign-out, not-found).
 * - `guest`: signed-out visitors only (sign-in, sign-up, forgot-password, confirmation-required).
 * - `user`: any signed-in user (welcome, start, reset-password, unlock-session, profile, settings).
 * - a role list: signed-in users with one of the roles; `admin` may open every signed-in route.
 *
 * Hotel routes take their roles from @hotel/domain's SCREENS, where each route's roles are the route
 * group's role of the spec's route table, plus every role the menu shows that link to, plus admin
 * (DESIGN decision 2).
 */
import { ROLE_GROUPS, SAMPLE_APP_ROLES, STAFF_ROLES, rolesOf, type Screen } from '@hotel/domain';
import type { Access } from '@hotel/shell';

export type { Access };

/** The 29 staff roles of the spec, spelled exactly as there. */
export const ROLES: readonly string[] = STAFF_ROLES;

/** Which page frame a route renders in. */
export type RouteFrame = 'empty' | 'app';

/** What kind of page a route shows (it decides which lazy module renders it). */
export type RouteKind = 'auth' | 'shell' | 'hotel' | 'sample';

export interface RouteEntry {
  /** Absolute path pattern, e.g. '/front-office/guests' or '/front-office/cash-receipt/:id' or '/apps/chat/*'. */
  path: string;
  /** Page title (the document title is '<title> · Hotel'). */
  title: string;
  /** Who may open it. */
  access: Access;
  /** 'empty' for the auth pages (route data layout 'empty'); 'app' for the signed-in frame. */
  frame: RouteFrame;
  kind: RouteKind;
  /** The menu section, shown as the breadcrumb's parent. */
  section?: string;
}

const DASHBOARD_ROLES = rolesOf(['accountant'], ROLE_GROUPS.dashboard);

/** Auth pages (empty layout). access-denied and sign-out are open to anyone (DESIGN decision 3). */
const AUTH_ROUTES: RouteEntry[] = [
  { path: '/sign-in', title: 'Sign in', access: 'guest', frame: 'empty', kind: 'auth' },
  { path: '/sign-up', title: 'Sign up', access: 'guest', frame: 'empty', kind: 'auth' },
  { path: '/forgot-password', title: 'Forgot password', access: 'guest', frame: 'empty', kind: 'auth' },
  { path: '/confirmation-required', title: 'Confirmation required', access: 'guest', frame: 'empty', kind: 'auth' },
  { path: '/access-denied', title: 'Access denied', access: 'public', frame: 'empty', kind: 'auth' },
  { path: '/sign-out', title: 'Signed out', access: 'public', frame: 'empty', kind: 'auth' },
  { path: '/reset-password', title: 'Reset password', access: 'user', frame: 'empty', kind: 'auth' },
  { path: '/unlock-session', title: 'Unlock session', access: 'user', frame: 'empty', kind: 'auth' },
];

/** The shell's own pages in the signed-in frame. */
const SHELL_ROUTES: RouteEntry[] = [
  { path: '/home', title: 'Home', access: 'public', frame: 'app', kind: 'shell' },
  { path: '/welcome', title: 'Welcome', access: 'user', frame: 'app', kind: 'shell' },
  { path: '/start', title: 'Start', access: 'user', frame: 'app', kind: 'shell' },
  { path: '/dashboard', title: 'Dashboard', access: DASHBOARD_ROLES, frame: 'app', kind: 'shell', section: 'Hotel' },
  { path: '/dashboards', title: 'Dashboard', access: DASHBOARD_ROLES, frame: 'app', kind: 'shell', section: 'Hotel' },
  { path: '/profile', title: 'Profile', access: 'user', frame: 'app', kind: 'shell' },
  { path: '/settings', title: 'Settings', access: 'user', frame: 'app', kind: 'shell' },
];

/**
 * Sample apps (DESIGN decision 7): SAMPLE_APP_ROLES of @hotel/domain (admin), the roles the mock API
 * answers their calls to; mounted under /dashboards/<name>, /apps/<name>/* …
 */
const SAMPLE_ROUTES: RouteEntry[] = (
  [
    ['/dashboards/project', 'Project'],
    ['/dashboards/analytics', 'Analytics'],
    ['/dashboards/finance', 'Finance'],
    ['/dashboards/crypto', 'Crypto'],
    ['/apps/academy/*', 'Academy'],
    ['/apps/chat/*', 'Chat'],
    ['/apps/contacts/*', 'Contacts'],
    ['/apps/ecommerce/*', 'Inventory'],
    ['/apps/file-manager/*', 'File Manager'],
    ['/apps/help-center/*', 'Help Center'],
    ['/apps/mailbox/*', 'Mailbox'],
    ['/apps/notes/*', 'Notes'],
    ['/apps/scrumboard/*', 'Scrumboard'],
    ['/apps/tasks/*', 'Tasks'],
    ['/pages/activities', 'Activities'],
    ['/ui/icons', 'Icons'],
    ['/docs/changelog', 'Changelog'],
    ['/example', 'Example'],
  ] as const
).map(([path, title]) => ({ path, title, access: SAMPLE_APP_ROLES, frame: 'app', kind: 'sample', section: 'Sample apps' }));

/**
 * The hotel route of a screen declaration (the spec's route table and DESIGN decision 1), with the
 * roles of its screen. The screens are not read here: they load with the hotel routes, on the first
 * navigation that needs them, so the start-up never carries the hotel's declarations.
 */
export function hotelRouteEntry(screen: Screen): RouteEntry {
  return {
    path: screen.path,
    title: screen.title,
    // Menu links the spec shows to every signed-in user ('My Store Requisition, Procurement group:
    // all', 000 section 6) are open to every signed-in user (DESIGN decision 2; the screen says so).
    access: screen.everyUser ? 'user' : screen.roles,
    frame: 'app',
    kind: 'hotel',
    section: screen.group,
  };
}

/** The routes declared at start-up: the auth pages, the shell's pages and the sample apps (the hotel routes come with their screens). */
export const APP_ROUTES: readonly RouteEntry[] = [...AUTH_ROUTES, ...SHELL_ROUTES, ...SAMPLE_ROUTES];

/**
 * Paths that only redirect: the empty path and /signed-in-redirect to /welcome. (The sample
 * 'Administration' group's Floors link of spec 000 section 1, /properties/tables, is a screen of
 * its own: the floors, guarded like the other properties screens.)
 */
export const REDIRECTS: Readonly<Record<string, string>> = { '/': '/welcome', '/signed-in-redirect': '/welcome' };

export const SIGN_IN_PATH = '/sign-in';
export const ACCESS_DENIED_PATH = '/access-denied';

/** The minimal view of the session the policy needs. */
export interface AccessSubject {
  status: 'checking' | 'signed-in' | 'signed-out';
  roles: readonly string[] | null;
}

/** What the guard does with a request. */
export type AccessDecision =
  | { kind: 'allow' }
  /** The session check is still running: show progress, decide later. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** Signed in without the role: the access-denied page in place (no redirect loop). */
  | { kind: 'denied' };

/**
 * Decides a request for a route. `requested` is the path + search + hash the visitor asked for.
 * Auth guard: signed-out visitors (also after a failed check) go to sign-in with the requested URL
 * as redirectURL (none for /sign-out). No-auth guard: signed-in users go to '/'. Role guard: denied.
 */
export function decideAccess(access: Access, subject: AccessSubject, requested: string): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (access === 'guest') return subject.status === 'signed-in' ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  if (subject.status === 'checking') return { kind: 'wait' };
  if (subject.status !== 'signed-in') return { kind: 'redirect', to: signInUrl(requested) };
  if (access === 'user') return { kind: 'allow' };
  const roles = subject.roles ?? [];
  return roles.includes('admin') || roles.some((role) => access.includes(role)) ? { kind: 'allow' } : { kind: 'denied' };
}

/** '/sign-in?redirectURL=<requested>' (just '/sign-in' from sign-in, sign-out or the root). */
export function signInUrl(requested: string): string {
  const path = requested.split(/[?#]/)[0] ?? '';
  if (path === SIGN_IN_PATH || path === '/sign-out' || path === '') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?redirectURL=${encodeURIComponent(requested)}`;
}

/** Whether a user with these roles (null: a guest) may open a route with this access. */
export function mayOpen(access: Access, roles: readonly string[] | null): boolean {
  const subject: AccessSubject = roles ? { status: 'signed-in', roles } : { status: 'signed-out', roles: null };
  return decideAccess(access, subject, '/').kind === 'allow';
}
