import type { Meta } from '@storybook/react-vite';
import { AppStory, appStoryParameters, scenarios } from '../testing';
import { helpCenterRoutes } from './routes';

/** Mount point of the help centre. */
export const BASE = '/apps/help-center';

/** A help-centre scenario of the mock API (empty, html, longText, loading, error). */
export const helpScenario = (name: string) => {
  const handlers = scenarios.helpCenter?.[name];
  if (!handlers) throw new Error(`no help-center scenario ${name}`);
  return handlers;
};

/** Shared meta of the help-centre stories: the app's routes at `parameters.url`. */
export const helpCenterMeta = {
  parameters: { ...appStoryParameters },
  render: (_args: unknown, { parameters }: { parameters: Record<string, unknown> }) => (
    <AppStory routes={helpCenterRoutes} basePath={BASE} initialPath={String(parameters.url ?? BASE)} />
  ),
} satisfies Partial<Meta>;
