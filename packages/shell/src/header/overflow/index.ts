export {
  HeaderToolContext,
  useHeaderOverflowItem,
  useOverflowFocusReturn,
  type HeaderOverflowItem,
  type HeaderOverflowOption,
  type HeaderToolContextValue,
} from './header-overflow-context';
export { HeaderOverflowMenu, type HeaderOverflowMenuProps } from './header-overflow-menu';
