import { useMatches } from 'react-router-dom';
import { SCREENS, type Screen } from '@hotel/domain';

/** The screen declaration of a SCREENS path, or undefined. */
export function screenAt(path: string | undefined): Screen | undefined {
  return path === undefined ? undefined : SCREENS.find((screen) => screen.path === path);
}

/**
 * The declaration of the matched hotel route (its `handle.hotelScreen`). Throws when the route
 * carries none, so a misrouted screen fails loudly in the route's error boundary.
 */
export function useHotelScreen<K extends Screen['kind']>(...kinds: K[]): Extract<Screen, { kind: K }> {
  const matches = useMatches();
  let path: string | undefined;
  for (const match of matches) {
    const handle = match.handle as { hotelScreen?: unknown } | undefined;
    if (typeof handle?.hotelScreen === 'string') path = handle.hotelScreen;
  }
  const screen = screenAt(path);
  if (!screen) throw new Error(`No hotel screen is declared for this route (${path ?? 'no handle.hotelScreen'}).`);
  if (!(kinds as string[]).includes(screen.kind)) throw new Error(`The route ${screen.path} is a ${screen.kind} screen, not ${kinds.join(' or ')}.`);
  return screen as Extract<Screen, { kind: K }>;
}
