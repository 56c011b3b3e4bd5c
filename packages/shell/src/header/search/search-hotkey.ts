/** Ctrl+K or Cmd+K (not with Alt): opens the header search from anywhere. */
export const isSearchHotkey = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
