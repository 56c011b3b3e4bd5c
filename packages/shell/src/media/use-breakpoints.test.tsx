import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia, type FakeMedia } from '../test/match-media';
import { useBreakpoints, useIsSmallScreen } from './use-breakpoints';

let media: FakeMedia;
afterEach(() => media.restore());

describe('useBreakpoints', () => {
  it.each([
    [360, { sm: false, md: false, lg: false, xl: false }, true],
    [600, { sm: true, md: false, lg: false, xl: false }, true],
    [959, { sm: true, md: false, lg: false, xl: false }, true],
    [960, { sm: true, md: true, lg: false, xl: false }, false],
    [1280, { sm: true, md: true, lg: true, xl: false }, false],
    [1440, { sm: true, md: true, lg: true, xl: true }, false],
  ])('at %i px', (width, expected, small) => {
    media = installMatchMedia({ width });
    expect(renderHook(() => useBreakpoints()).result.current).toEqual(expected);
    expect(renderHook(() => useIsSmallScreen()).result.current).toBe(small);
  });

  it('updates live when the viewport crosses a breakpoint', () => {
    media = installMatchMedia({ width: 1280 });
    const { result } = renderHook(() => ({ bp: useBreakpoints(), small: useIsSmallScreen() }));
    expect(result.current.small).toBe(false);
    act(() => media.setWidth(700));
    expect(result.current.bp).toEqual({ sm: true, md: false, lg: false, xl: false });
    expect(result.current.small).toBe(true);
  });
});
