/**
 * Icon names come from data (the navigation, shortcuts and their icon picker, the sample apps), so
 * the back-office draws any icon of the bundled sets by name: `@hotel/ui/icon-sets` loads each with
 * the small group of its set it belongs to. Imported for its effect by the two roots every screen
 * with icons starts from, the signed-in frame (frame/app-frame.tsx) and the signed-out pages' card
 * (pages/auth/auth-card.tsx), so it runs before any icon renders and ships in the chunk they share,
 * not in the entry. The frame's own icons are registered with it, so the first screen fetches none.
 */
import { registerIconSets } from '@hotel/ui/icon-sets';

registerIconSets();
