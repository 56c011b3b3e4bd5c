export { IconPicker, type IconPickerProps } from './icon-picker';
export { ShortcutForm, shortcutSchema, type ShortcutFormProps } from './shortcut-form';
export { Shortcuts, type ShortcutsProps } from './shortcuts';
export { ShortcutsView, type ShortcutsViewProps } from './shortcuts-view';
export { ICON_PICKER_SETS, useIconSet, type IconSetList, type IconSetState } from './use-icon-set';
export { useShortcuts, type ShortcutInput, type ShortcutsMode, type ShortcutsState, type UseShortcutsOptions } from './use-shortcuts';
