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
}

/** Every error the API answers (except where the spec fixes another body). */
export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}
