export { copyText, ICON_SET_TABS, IconsPage, type IconSetList } from './icons-page';
export { IconGrid, type IconGridProps } from './icon-grid';
