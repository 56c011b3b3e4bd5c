/**
 * Writes the back-office frame's icon packs: every icon the signed-in frame can show, copied from
 * its set, so no screen loads an icon set: frame-icons.generated.ts (registered with the frame: what
 * its code names and what any role's first screen shows of the navigation) and
 * navigation-icons.generated.ts (the navigation's other icons, loaded on its intent).
 *
 *   npm run generate:frame-icons
 *
 * Run it after changing the navigation tree, an icon in the shell or ui, or the sets
 * (scripts/generate-icons.mjs); frame-icons.test.ts fails until you do. What goes in the pack:
 * scripts/frame-icons.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  buildFrameIconPack,
  FRAME_PACK_FILE,
  NAVIGATION_PACK_FILE,
  renderFrameIconModule,
  renderNavigationIconModule,
  ROOT,
  splitFrameIconPack,
} from './frame-icons';

const { frame, navigation } = splitFrameIconPack(buildFrameIconPack());
for (const [file, pack, text] of [
  [FRAME_PACK_FILE, frame, renderFrameIconModule(frame)],
  [NAVIGATION_PACK_FILE, navigation, renderNavigationIconModule(navigation)],
] as const) {
  writeFileSync(join(ROOT, file), text);
  const gzip = gzipSync(text, { level: 9 }).length;
  console.log(`${file}: ${Object.keys(pack).length} icons, ${(text.length / 1024).toFixed(1)} KB (${(gzip / 1024).toFixed(1)} KB gzip)`);
}
