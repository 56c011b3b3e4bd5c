export { Icon, ICON_SIZES, type IconProps, type IconSize } from './icon';
