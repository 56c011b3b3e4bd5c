import type { HttpHandler } from 'msw';
import type { Message } from '@hotel/shell/api';
import type { MockContext } from '../../../core/context';
import type { Domain } from '../../../core/db';
import { HTML_PAYLOADS, LONG_TEXT, ago } from './time';

type Factory = (ctx: MockContext, domain: Domain<Message[]>) => HttpHandler[];

const AVATARS = Array.from({ length: 20 }, (_, i) => `/images/avatars/${i % 2 ? 'male' : 'female'}-${String(i + 1).padStart(2, '0')}.svg`);

/**
 * The scenarios of a message-like domain (empty, many, longText, html), each answered by the
 * domain's own handlers over a list of its own (stored under '<name>:<scenario>').
 */
export function recordScenarios(ctx: MockContext, name: string, label: string, handlers: Factory): Record<string, HttpHandler[]> {
  const make = (scenario: string, build: (now: Date) => Message[]) =>
    handlers(ctx, { name: `${name}:${scenario}`, schema: async () => (await import('./schemas')).storedMessages, seed: ({ now }) => build(now) });
  return {
    empty: make('empty', () => []),
    filled: make('filled', (now) =>
      Array.from({ length: 6 }, (_, i) => ({
        id: `${name}-filled-${i + 1}`,
        ...(i % 2 ? { icon: 'heroicons_outline:bell' } : { image: AVATARS[i] }),
        title: `${label} ${i + 1}`,
        description: `A short description of ${label.toLowerCase()} ${i + 1}.`,
        time: ago(now, { hours: i * 5 }),
        read: i > 2,
        link: '/dashboards/project',
        useRouter: true,
      })),
    ),
    many: make('many', (now) =>
      Array.from({ length: 100 }, (_, i) => ({
        id: `${name}-many-${String(i + 1).padStart(3, '0')}`,
        ...(i % 3 ? { image: AVATARS[i % AVATARS.length] } : { icon: 'heroicons_outline:star' }),
        title: `${label} number ${i + 1}`,
        description: `Item ${i + 1} of 100, for scrolling and counting.`,
        time: ago(now, { minutes: i * 37 }),
        read: i % 4 === 0,
        link: '/apps/mailbox',
        useRouter: true,
      })),
    ),
    longText: make('long-text', (now) => [
      {
        id: `${name}-long-1`,
        icon: 'heroicons_outline:exclamation-triangle',
        title: LONG_TEXT,
        description: `${LONG_TEXT} ${LONG_TEXT}`,
        time: ago(now, { minutes: 3 }),
        read: false,
        link: '/apps/mailbox',
        useRouter: true,
      },
      { id: `${name}-long-2`, title: LONG_TEXT, time: ago(now, { hours: 1 }), read: true },
    ]),
    html: make('html', (now) =>
      HTML_PAYLOADS.map((payload, i) => ({
        id: `${name}-html-${i + 1}`,
        icon: 'heroicons_outline:bug-ant',
        title: payload,
        description: `Description: ${payload}`,
        time: ago(now, { hours: i }),
        read: i % 2 === 0,
      })),
    ),
  };
}
