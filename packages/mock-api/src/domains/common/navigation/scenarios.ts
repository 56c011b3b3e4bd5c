import { http, type HttpHandler } from 'msw';
import type { NavigationItem, NavigationResponse } from '@hotel/shell/api';
import { requireUser } from '../../../core/auth';
import { route, type MockContext } from '../../../core/context';
import { HTML_PAYLOADS, LONG_TEXT } from '../shared/time';

const answer = (ctx: MockContext, build: () => NavigationItem[]): HttpHandler =>
  http.get(
    '*/api/common/navigation',
    route(ctx, async ({ request }): Promise<NavigationResponse> => {
      await requireUser(ctx, request);
      return { default: build() };
    }),
  );

const ICONS = ['home', 'star', 'bell', 'calendar', 'cube', 'truck', 'banknotes', 'users', 'key', 'tag'];

/** 10 groups x 5 collapsables x 9 links (about 500 items), for scrolling and filter-speed stories. */
function manyItems(): NavigationItem[] {
  return Array.from({ length: 10 }, (_, g) => ({
    id: `many-${g + 1}`,
    title: `Group ${g + 1}`,
    type: 'group' as const,
    children: Array.from({ length: 5 }, (_, c) => ({
      id: `many-${g + 1}-${c + 1}`,
      title: `Section ${g + 1}.${c + 1}`,
      type: 'collapsable' as const,
      icon: `heroicons_outline:${ICONS[(g + c) % ICONS.length]}`,
      children: Array.from({ length: 9 }, (_, l) => ({
        id: `many-${g + 1}-${c + 1}-${l + 1}`,
        title: `Page ${g + 1}.${c + 1}.${l + 1}`,
        type: 'basic' as const,
        icon: `heroicons_outline:${ICONS[l % ICONS.length]}`,
        link: '/welcome',
      })),
    })),
  }));
}

/** Scenarios of the navigation call: empty, many (about 500 items), longText, html. */
export function navigationScenarios(ctx: MockContext): Record<string, HttpHandler[]> {
  return {
    empty: [answer(ctx, () => [])],
    many: [answer(ctx, manyItems)],
    longText: [
      answer(ctx, () => [
        {
          id: 'long-group',
          title: LONG_TEXT.slice(0, 140),
          subtitle: LONG_TEXT,
          type: 'group',
          children: [
            { id: 'long-link', title: LONG_TEXT, type: 'basic', icon: 'heroicons_outline:home', link: '/welcome', badge: { title: '1234567' } },
            { id: 'long-collapsable', title: LONG_TEXT.slice(0, 90), type: 'collapsable', icon: 'heroicons_outline:star', children: [{ id: 'long-child', title: LONG_TEXT, type: 'basic', link: '/welcome' }] },
          ],
        },
      ]),
    ],
    html: [
      answer(ctx, () => [
        {
          id: 'html-group',
          title: HTML_PAYLOADS[0],
          type: 'group',
          children: HTML_PAYLOADS.map((payload, i) => ({ id: `html-${i + 1}`, title: payload, subtitle: payload, type: 'basic' as const, icon: 'heroicons_outline:bug-ant', link: '/welcome' })),
        },
      ]),
    ],
  };
}
