/**
 * Icons the shell frame draws on every screen (menu chevrons, the settings cog, the scheme choices,
 * breadcrumb separators, close), bundled with @hotel/ui so they render at first paint without
 * loading their whole set (heroicons solid and mini are ~35 KB gzip each). Copies of the sets' own
 * data: registry.test.ts checks they match. Every other icon loads with its set.
 */
import type { IconNode } from './registry';

/** A bundled icon: its set's view box and its element tree. */
export interface BundledIcon {
  width: number;
  height: number;
  nodes: IconNode[];
}

/** By 'set:name' with the set id normalised ('heroicons-solid:chevron-right'). */
export const BUNDLED_ICONS: Readonly<Record<string, BundledIcon>> = {
  "heroicons-solid:chevron-right": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M16.28 11.47a.75.75 0 0 1 0 1.06l-7.5 7.5a.75.75 0 0 1-1.06-1.06L14.69 12L7.72 5.03a.75.75 0 0 1 1.06-1.06z","clip-rule":"evenodd"}]]},
  "heroicons-solid:chevron-down": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M12.53 16.28a.75.75 0 0 1-1.06 0l-7.5-7.5a.75.75 0 0 1 1.06-1.06L12 14.69l6.97-6.97a.75.75 0 1 1 1.06 1.06z","clip-rule":"evenodd"}]]},
  "heroicons-solid:cog-8-tooth": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M11.828 2.25c-.916 0-1.699.663-1.85 1.567l-.091.549a.8.8 0 0 1-.517.608a8 8 0 0 0-.478.198a.8.8 0 0 1-.796-.064l-.453-.324a1.875 1.875 0 0 0-2.416.2l-.243.243a1.875 1.875 0 0 0-.2 2.416l.324.453a.8.8 0 0 1 .064.796a8 8 0 0 0-.198.478a.8.8 0 0 1-.608.517l-.55.092a1.875 1.875 0 0 0-1.566 1.849v.344c0 .916.663 1.699 1.567 1.85l.549.091c.281.047.508.25.608.517q.09.243.198.478a.8.8 0 0 1-.064.796l-.324.453a1.875 1.875 0 0 0 .2 2.416l.243.243c.648.648 1.67.733 2.416.2l.453-.324a.8.8 0 0 1 .796-.064q.235.107.478.198c.267.1.47.327.517.608l.092.55c.15.903.932 1.566 1.849 1.566h.344c.916 0 1.699-.663 1.85-1.567l.091-.549a.8.8 0 0 1 .517-.608a8 8 0 0 0 .478-.198a.8.8 0 0 1 .796.064l.453.324a1.875 1.875 0 0 0 2.416-.2l.243-.243c.648-.648.733-1.67.2-2.416l-.324-.453a.8.8 0 0 1-.064-.796q.107-.235.198-.478c.1-.267.327-.47.608-.517l.55-.091a1.875 1.875 0 0 0 1.566-1.85v-.344c0-.916-.663-1.699-1.567-1.85l-.549-.091a.8.8 0 0 1-.608-.517a8 8 0 0 0-.198-.478a.8.8 0 0 1 .064-.796l.324-.453a1.875 1.875 0 0 0-.2-2.416l-.243-.243a1.875 1.875 0 0 0-2.416-.2l-.453.324a.8.8 0 0 1-.796.064a8 8 0 0 0-.478-.198a.8.8 0 0 1-.517-.608l-.091-.55a1.875 1.875 0 0 0-1.85-1.566zM12 15.75a3.75 3.75 0 1 0 0-7.5a3.75 3.75 0 0 0 0 7.5","clip-rule":"evenodd"}]]},
  "heroicons-solid:x-mark": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M5.47 5.47a.75.75 0 0 1 1.06 0L12 10.94l5.47-5.47a.75.75 0 1 1 1.06 1.06L13.06 12l5.47 5.47a.75.75 0 1 1-1.06 1.06L12 13.06l-5.47 5.47a.75.75 0 0 1-1.06-1.06L10.94 12L5.47 6.53a.75.75 0 0 1 0-1.06","clip-rule":"evenodd"}]]},
  "heroicons-solid:sun": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","d":"M12 2.25a.75.75 0 0 1 .75.75v2.25a.75.75 0 0 1-1.5 0V3a.75.75 0 0 1 .75-.75M7.5 12a4.5 4.5 0 1 1 9 0a4.5 4.5 0 0 1-9 0m11.394-5.834a.75.75 0 0 0-1.06-1.06l-1.591 1.59a.75.75 0 1 0 1.06 1.061zM21.75 12a.75.75 0 0 1-.75.75h-2.25a.75.75 0 0 1 0-1.5H21a.75.75 0 0 1 .75.75m-3.916 6.894a.75.75 0 0 0 1.06-1.06l-1.59-1.591a.75.75 0 1 0-1.061 1.06zM12 18a.75.75 0 0 1 .75.75V21a.75.75 0 0 1-1.5 0v-2.25A.75.75 0 0 1 12 18m-4.242-.697a.75.75 0 0 0-1.061-1.06l-1.591 1.59a.75.75 0 0 0 1.06 1.061zM6 12a.75.75 0 0 1-.75.75H3a.75.75 0 0 1 0-1.5h2.25A.75.75 0 0 1 6 12m.697-4.243a.75.75 0 0 0 1.06-1.06l-1.59-1.591a.75.75 0 0 0-1.061 1.06z"}]]},
  "heroicons-solid:moon": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M9.528 1.718a.75.75 0 0 1 .162.819A9 9 0 0 0 9 6a9 9 0 0 0 9 9a9 9 0 0 0 3.463-.69a.75.75 0 0 1 .981.98a10.5 10.5 0 0 1-9.694 6.46c-5.799 0-10.5-4.7-10.5-10.5c0-4.368 2.667-8.112 6.46-9.694a.75.75 0 0 1 .818.162","clip-rule":"evenodd"}]]},
  "heroicons-solid:bolt": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M14.615 1.595a.75.75 0 0 1 .359.852L12.982 9.75h7.268a.75.75 0 0 1 .548 1.262l-10.5 11.25a.75.75 0 0 1-1.272-.71l1.992-7.302H3.75a.75.75 0 0 1-.548-1.262l10.5-11.25a.75.75 0 0 1 .913-.143","clip-rule":"evenodd"}]]},
  "heroicons-mini:chevron-right": {"width":20,"height":20,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10L8.22 6.28a.75.75 0 0 1 0-1.06","clip-rule":"evenodd"}]]},
};
