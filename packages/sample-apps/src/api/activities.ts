/** Activities page: the contract of `GET api/pages/activities` (fuse-behaviour 4.6). */

export interface Activity {
  id: string;
  /** Icon name 'set:name', shown when there is no image. */
  icon?: string;
  /** Image path (an avatar). */
  image?: string;
  /** HTML; render through SafeHtml. */
  description: string;
  /** ISO date-time. */
  date: string;
  /** HTML shown in a box under the description; render through SafeHtml. */
  extraContent?: string;
  /** Text of the link under the description. */
  linkedContent?: string;
  link?: string;
  /** true: an in-app route; false: a plain link. */
  useRouter?: boolean;
}

/** GET api/pages/activities answers the feed newest first. */
export type ActivitiesResponse = Activity[];

export const activitiesEndpoints = {
  activities: 'api/pages/activities',
} as const;
