import { Shortcuts, type ShortcutsProps } from '@hotel/shell';

/**
 * The header's shortcuts panel as a chunk of its own (`React.lazy` in frame-slots): its form, the
 * zod schema and the icon picker are needed only once the panel is used.
 */
export function ShortcutsPanel(props: ShortcutsProps) {
  return <Shortcuts {...props} />;
}
