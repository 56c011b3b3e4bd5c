/**
 * The seven icons of the Icon `Sets` story (and its visual snapshot), one per set, copied from the
 * sets (packages/ui/src/icons/by-name; registry.test.ts checks they match). The story registers
 * them, so showing one icon of each set loads nothing; the Default story loads an icon by name.
 */
import type { IconPack } from '../../icons/registry';

/** The story's icon names, in its order. */
export const SET_SAMPLES = [
  'heroicons_outline:bell',
  'heroicons_solid:bell',
  'heroicons_mini:bell',
  'material_solid:hotel',
  'material_outline:hotel',
  'material_twotone:hotel',
  'feather:bell',
] as const;

/** Each of {@link SET_SAMPLES} with its set's view box and its element tree. */
export const SET_SAMPLES_PACK: IconPack = {
  "heroicons_outline:bell": {"width":24,"height":24,"nodes":[["path",{"fill":"none","stroke":"currentColor","stroke-linecap":"round","stroke-linejoin":"round","stroke-width":"1.5","d":"M14.857 17.082a24 24 0 0 0 5.454-1.31A8.97 8.97 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.97 8.97 0 0 1-2.312 6.022c1.733.64 3.56 1.085 5.455 1.31m5.714 0a24.3 24.3 0 0 1-5.714 0m5.714 0a3 3 0 1 1-5.714 0"}]]},
  "heroicons_solid:bell": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M5.25 9a6.75 6.75 0 0 1 13.5 0v.75c0 2.123.8 4.057 2.118 5.52a.75.75 0 0 1-.297 1.206c-1.544.57-3.16.99-4.831 1.243q.01.14.01.281a3.75 3.75 0 1 1-7.49-.28a24.6 24.6 0 0 1-4.831-1.244a.75.75 0 0 1-.298-1.206A8.22 8.22 0 0 0 5.25 9.75zm4.502 8.9l-.002.1a2.25 2.25 0 1 0 4.498-.1a25 25 0 0 1-4.496 0","clip-rule":"evenodd"}]]},
  "heroicons_mini:bell": {"width":20,"height":20,"nodes":[["path",{"fill":"currentColor","fill-rule":"evenodd","d":"M10 2a6 6 0 0 0-6 6c0 1.887-.454 3.665-1.257 5.234a.75.75 0 0 0 .515 1.076a33 33 0 0 0 3.256.508a3.5 3.5 0 0 0 6.972 0a33 33 0 0 0 3.256-.508a.75.75 0 0 0 .515-1.076A11.45 11.45 0 0 1 16 8a6 6 0 0 0-6-6M8.05 14.943a34 34 0 0 0 3.9 0a2 2 0 0 1-3.9 0","clip-rule":"evenodd"}]]},
  "material_solid:hotel": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","d":"M7 13c1.66 0 3-1.34 3-3S8.66 7 7 7s-3 1.34-3 3s1.34 3 3 3m12-6h-8v7H3V5H1v15h2v-3h18v3h2v-9c0-2.21-1.79-4-4-4"}]]},
  "material_outline:hotel": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","d":"M7 14c1.66 0 3-1.34 3-3S8.66 8 7 8s-3 1.34-3 3s1.34 3 3 3m0-4c.55 0 1 .45 1 1s-.45 1-1 1s-1-.45-1-1s.45-1 1-1m12-3h-8v8H3V5H1v15h2v-3h18v3h2v-9c0-2.21-1.79-4-4-4m2 8h-8V9h6c1.1 0 2 .9 2 2z"}]]},
  "material_twotone:hotel": {"width":24,"height":24,"nodes":[["path",{"fill":"currentColor","d":"M19 9h-6v6h8v-4c0-1.1-.9-2-2-2","opacity":".3"}],["circle",{"cx":"7","cy":"11","r":"1","fill":"currentColor","opacity":".3"}],["path",{"fill":"currentColor","d":"M4 11c0 1.66 1.34 3 3 3s3-1.34 3-3s-1.34-3-3-3s-3 1.34-3 3m4 0c0 .55-.45 1-1 1s-1-.45-1-1s.45-1 1-1s1 .45 1 1m11-4h-8v8H3V5H1v15h2v-3h18v3h2v-9c0-2.21-1.79-4-4-4m2 8h-8V9h6c1.1 0 2 .9 2 2z"}]]},
  "feather:bell": {"width":24,"height":24,"nodes":[["path",{"fill":"none","stroke":"currentColor","stroke-linecap":"round","stroke-linejoin":"round","stroke-width":"2","d":"M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9m-4.27 13a2 2 0 0 1-3.46 0"}]]},
};
