import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useIsSmallScreen } from './use-breakpoints';
import { ServerMediaProvider, useMediaQuery } from './use-media-query';

function Probe({ query }: { query: string }) {
  return <span>{`${useMediaQuery(query)}/${useIsSmallScreen() ? 'small' : 'wide'}`}</span>;
}

describe('useMediaQuery without a window (server render, build-time prerender)', () => {
  it('renders false, and so the small screen, without a ServerMediaProvider', () => {
    expect(renderToString(<Probe query="(min-width: 1px)" />)).toBe('<span>false/small</span>');
  });

  it('answers from ServerMediaProvider: the wide-screen frame can be prerendered', () => {
    const asked: string[] = [];
    const html = renderToString(
      <ServerMediaProvider matches={(query) => (asked.push(query), query.includes('min-width'))}>
        <Probe query="(prefers-color-scheme: dark)" />
      </ServerMediaProvider>,
    );
    expect(html).toBe('<span>false/wide</span>');
    expect(asked).toContain('(prefers-color-scheme: dark)');
  });
});
