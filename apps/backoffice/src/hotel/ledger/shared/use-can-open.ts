import { useAuth } from '@hotel/shell';
import { screenAt } from '../../shared/use-hotel-screen';

/**
 * Whether the signed-in user may open a hotel screen (its declared path, e.g.
 * '/front-office/folios/:id'), so a screen never links into access-denied.
 */
export function useCanOpen(): (path: string) => boolean {
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  return (path) => {
    const screen = screenAt(path);
    return Boolean(screen) && (roles.includes('admin') || roles.some((role) => screen?.roles.includes(role)));
  };
}
