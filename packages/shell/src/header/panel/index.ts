export { HeaderPanel, PHONE_QUERY, type HeaderPanelProps } from './header-panel';
