import { nullableStr, rows, str, strs } from '../../core/stored';

/** The stored users (`usersDomain.schema`). Strict: a users entry the sign-in cannot read would lock everyone out. */
export const usersSchema = rows({ name: str, email: str, avatar: nullableStr, status: str, roles: strs, password: str });
