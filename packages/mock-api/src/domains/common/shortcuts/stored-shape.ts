import { bool, optionalStr, recordOf, rows, str } from '../../../core/stored';

/** The stored shortcuts (`shortcutsDomain.schema`): per user id, a list of shortcuts. */
export const shortcutsSchema = recordOf(rows({ label: str, description: optionalStr, icon: str, link: str, useRouter: bool }));
