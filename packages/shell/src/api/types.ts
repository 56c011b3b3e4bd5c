/**
 * The API contract of the shell: every type the shell sends or receives. The mock API implements
 * it with `import type`; a real server must answer the same shapes.
 */

/** Presence shown as the avatar's dot. */
export type UserStatus = 'online' | 'away' | 'busy' | 'not-visible';

export interface User {
  id: string;
  name: string;
  email: string;
  /** Image path or URL; null shows initials. */
  avatar: string | null;
  status: UserStatus;
  /** Role names exactly as the spec spells them (DESIGN decision 5). */
  roles: string[];
}

export interface SignInRequest {
  email: string;
  password: string;
}

export interface SignInResponse {
  user: User;
  accessToken: string;
  tokenType: 'bearer';
}

export interface SignUpRequest {
  name: string;
  email: string;
  password: string;
  company?: string;
  agreements?: boolean;
}

/** Every error the API answers (except where the spec fixes another body). */
export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

// ── Navigation (000 section 3) ──────────────────────────────────────────────────────────────

export type NavigationItemType = 'basic' | 'collapsable' | 'group' | 'aside' | 'divider' | 'spacer';

export interface NavigationBadge {
  title?: string;
  /** Extra classes of the badge (Tailwind), e.g. 'px-2 bg-warn text-warn-foreground rounded-full' (use theme tokens: README of @hotel/ui, Theming). */
  classes?: string;
}

/**
 * A navigation item as the API answers it (JSON: `hidden` is a boolean there; the shell also
 * accepts a rule function for items built in code).
 */
export interface NavigationItem {
  id: string;
  title?: string;
  /** i18n key of the title; defaults to `nav.<id>`. */
  translation?: string;
  subtitle?: string;
  type: NavigationItemType;
  /** Icon name 'set:name', e.g. 'heroicons_outline:home'. */
  icon?: string;
  link?: string;
  fragment?: string;
  queryParams?: Record<string, string>;
  exactMatch?: boolean;
  externalLink?: boolean;
  target?: '_blank' | '_self' | '_parent' | '_top';
  hidden?: boolean;
  disabled?: boolean;
  /** Marks the item active whatever the route ('active-forced'). */
  active?: boolean;
  tooltip?: string;
  badge?: NavigationBadge;
  /** Roles that may see the item; absent means every signed-in user. Items with no visible child are pruned. */
  roles?: string[];
  children?: NavigationItem[];
}

/** GET api/common/navigation: the menu filtered for the signed-in user's roles. */
export interface NavigationResponse {
  default: NavigationItem[];
}

// ── Messages and notifications (000 sections 3, 4) ──────────────────────────────────────────

export interface Message {
  id: string;
  /** Icon name 'set:name' shown when there is no image. */
  icon?: string;
  /** Image path or URL (an avatar). */
  image?: string;
  /** HTML; render through SafeHtml. */
  title?: string;
  /** HTML; render through SafeHtml. */
  description?: string;
  /** ISO date-time. */
  time: string;
  link?: string;
  /** true: an in-app route; false: a plain link. */
  useRouter?: boolean;
  read: boolean;
  /** Set when marked read. */
  seen?: boolean;
}

/** Notifications have exactly the shape of messages. */
export type Notification = Message;

// ── Shortcuts ───────────────────────────────────────────────────────────────────────────────

export interface Shortcut {
  id: string;
  label: string;
  description?: string;
  /** Icon name 'set:name'. */
  icon: string;
  link: string;
  useRouter: boolean;
}

// ── Search ──────────────────────────────────────────────────────────────────────────────────

export interface ContactSearchResult {
  id: string;
  name: string;
  avatar: string | null;
  link: string;
  value: string;
}

export interface PageSearchResult {
  id: string;
  title: string;
  link: string;
  value: string;
}

export interface TaskSearchResult {
  id: string;
  title: string;
  completed: boolean;
  link: string;
  value: string;
}

export type SearchResultSet =
  | { id: 'contacts'; label: string; results: ContactSearchResult[] }
  | { id: 'pages'; label: string; results: PageSearchResult[] }
  | { id: 'tasks'; label: string; results: TaskSearchResult[] };

/** POST api/common/search answers the sets that matched; an empty list means 'No results found!'. */
export type SearchResponse = SearchResultSet[];

// ── Chat (quick chat) ───────────────────────────────────────────────────────────────────────

export interface ChatContact {
  id: string;
  name: string;
  avatar: string | null;
  about?: string;
  status?: UserStatus;
}

/** GET api/apps/chat/profile: the signed-in user's chat profile. */
export interface ChatProfile {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: UserStatus;
  about?: string;
}

export interface ChatMessage {
  id: string;
  chatId: string;
  contactId: string;
  /** HTML; render through SafeHtml. */
  value: string;
  /** ISO date-time. */
  createdAt: string;
  isMine: boolean;
}

export interface Chat {
  id: string;
  contactId: string;
  contact: ChatContact;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
  /** Present on GET api/apps/chat/chat?id=… only. */
  messages?: ChatMessage[];
}
