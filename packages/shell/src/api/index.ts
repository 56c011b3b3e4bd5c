export { endpoints } from './endpoints';
export type { ApiError, SignInRequest, SignInResponse, SignUpRequest, User, UserStatus } from './types';
