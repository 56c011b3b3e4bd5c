/**
 * @hotel/shell: the back-office frame. Every export is listed explicitly.
 */
export { endpoints } from './api';
export type { ApiError, SignInRequest, SignInResponse, SignUpRequest, User, UserStatus } from './api';
