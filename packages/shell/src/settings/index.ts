export { LayoutThumbnail } from './layout-thumbnail';
export { SettingsDrawer, type SettingsDrawerProps } from './settings-drawer';
