export { ShiftMenu, type ShiftMenuProps } from './shift-menu';
export { ShiftMenuView, type ShiftMenuViewProps } from './shift-menu-view';
export { useShiftMenu } from './use-shift-menu';
