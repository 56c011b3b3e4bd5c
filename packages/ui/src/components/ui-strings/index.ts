export {
  DEFAULT_UI_STRINGS,
  UiStringsProvider,
  useUiStrings,
  type CharacterCountLabels,
  type ConfirmDialogLabels,
  type DataTableLabels,
  type PaginationLabels,
  type UiStrings,
  type UiStringsOverrides,
  type UiStringsProviderProps,
} from './ui-strings';
