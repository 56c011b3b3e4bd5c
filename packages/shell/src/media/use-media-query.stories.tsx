import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, within } from 'storybook/test';
import { useIsSmallScreen } from './use-breakpoints';
import { ServerMediaProvider, type ServerMediaMatcher } from './use-media-query';

/** Which frame a component draws: the small screen's or the wide screen's. */
function Frame() {
  return <span>{useIsSmallScreen() ? 'small-screen frame' : 'wide-screen frame'}</span>;
}

interface PrerenderProps {
  /** What `ServerMediaProvider` answers in the render without a window; none: no provider. */
  matches?: ServerMediaMatcher;
}

/**
 * The same component rendered live in the browser (from `matchMedia`) and rendered without a
 * window, as a build-time prerender does (`renderToString` here, `prerender` of react-dom/static at
 * build time), with or without a `ServerMediaProvider`.
 */
function Prerender({ matches }: PrerenderProps) {
  const frame = matches ? (
    <ServerMediaProvider matches={matches}>
      <Frame />
    </ServerMediaProvider>
  ) : (
    <Frame />
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 p-4 text-sm text-foreground">
      <dt className="font-medium">In the browser</dt>
      <dd data-testid="live">{frame}</dd>
      <dt className="font-medium">Prerendered</dt>
      <dd data-testid="prerendered">{renderToString(frame)}</dd>
    </dl>
  );
}

const meta = {
  title: 'Shell/Media/ServerMediaProvider',
  component: Prerender,
} satisfies Meta<typeof Prerender>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider every media query renders false where there is no window: the small screen's frame. */
export const WithoutProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('prerendered')).toHaveTextContent('small-screen frame');
  },
};

/** The back-office prerenders the wide screen's frame: every width query matches, colour-scheme queries do not. */
export const WideScreen: Story = {
  args: { matches: (query) => !query.includes('prefers-') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('prerendered')).toHaveTextContent('wide-screen frame');
  },
};
