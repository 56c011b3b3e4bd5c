import * as React from 'react';

/** Texts of Pagination. */
type PaginationLabels = {
  /** Name of the navigation landmark. */
  nav: string;
  /** Visible label of the page-size select. */
  pageSize: string;
  /** Accessible name of the previous-page button. */
  previous: string;
  /** Accessible name of the next-page button. */
  next: string;
  /** Accessible name of the first-page button. */
  first: string;
  /** Accessible name of the last-page button. */
  last: string;
  /** Builds the range text, e.g. `11–20 of 245`. */
  range: (start: number, end: number, total: number) => string;
  /** Builds the page text, e.g. `Page 2 of 25`. */
  page: (page: number, pageCount: number) => string;
};

/** Texts of DataTable. */
type DataTableLabels = {
  /** Label of the search field. */
  search: string;
  /** Text shown when there are no rows. */
  empty: string;
  /** Text shown when the search matches nothing. */
  noMatches: (query: string) => string;
  /** Retry button text in the error state. */
  retry: string;
  /** Name of the select-all checkbox. */
  selectAll: string;
  /** Name of a row checkbox. */
  selectRow: string;
};

/** Texts of CharacterCount and CharacterCountStatus (numbers already formatted). */
type CharacterCountLabels = {
  /** The visible count, e.g. `1,980 / 2,000 characters`. */
  count: (length: string, max: string) => string;
  /** Announced near the limit, e.g. `20 characters left`. */
  left: (left: string) => string;
  /** Announced over the limit, e.g. `345 characters too many`. */
  over: (over: string) => string;
};

/** Texts of ConfirmDialog used when a call gives none. */
type ConfirmDialogLabels = {
  /** Title. */
  title: string;
  /** Message. */
  message: string;
  /** Confirm button. */
  confirmLabel: string;
  /** Cancel button. */
  cancelLabel: string;
};

/** Every text the primitives write themselves, by component. */
type UiStrings = {
  pagination: PaginationLabels;
  dataTable: DataTableLabels;
  characterCount: CharacterCountLabels;
  confirmDialog: ConfirmDialogLabels;
  /** Breadcrumbs: the landmark's name. */
  breadcrumbs: { label: string };
  /** Dialog and Drawer: the close button's name. */
  dialog: { close: string };
  /** Toaster: the region's name and a toast's close button. */
  toast: { label: string; close: string };
  /** Spinner: what it announces. */
  spinner: { label: string };
  /** ProgressBar: the bar's name. */
  progressBar: { label: string };
};

/** Some of the texts, by component: what a language overrides. */
type UiStringsOverrides = { [K in keyof UiStrings]?: Partial<UiStrings[K]> };

const plural = (count: string, one: string, many: string) => (count === '1' ? `1 ${one}` : `${count} ${many}`);

/** The primitives' own English texts. */
const DEFAULT_UI_STRINGS: UiStrings = {
  pagination: {
    nav: 'Pagination',
    pageSize: 'Rows per page',
    previous: 'Previous page',
    next: 'Next page',
    first: 'First page',
    last: 'Last page',
    range: (start, end, total) => `${start}–${end} of ${total}`,
    page: (page, pageCount) => `Page ${page} of ${pageCount}`,
  },
  dataTable: {
    search: 'Search',
    empty: 'No results.',
    noMatches: (q) => `No rows match “${q}”.`,
    retry: 'Retry',
    selectAll: 'Select all rows',
    selectRow: 'Select row',
  },
  characterCount: {
    count: (length, max) => `${length} / ${max} characters`,
    left: (left) => `${plural(left, 'character', 'characters')} left`,
    over: (over) => `${plural(over, 'character', 'characters')} too many`,
  },
  confirmDialog: {
    title: 'Confirm action',
    message: 'Are you sure you want to confirm this action?',
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
  },
  breadcrumbs: { label: 'Breadcrumb' },
  dialog: { close: 'Close' },
  toast: { label: 'Notifications', close: 'Dismiss' },
  spinner: { label: 'Loading' },
  progressBar: { label: 'Progress' },
};

const UiStringsContext = React.createContext<UiStrings>(DEFAULT_UI_STRINGS);

type UiStringsProviderProps = {
  /** The texts of the user's language; what is left out stays English (or the enclosing provider's). */
  strings: UiStringsOverrides;
  children?: React.ReactNode;
};

/**
 * Gives the primitives the texts they write themselves (pagination, table search and states,
 * character counts, confirm buttons, close buttons, landmark names) in the user's language. Wrap the
 * app once (the shell does, from its translations); without it they are English. A component's own
 * `labels` or label prop still wins over it.
 */
function UiStringsProvider({ strings, children }: UiStringsProviderProps) {
  const outer = React.use(UiStringsContext);
  const value = React.useMemo(() => {
    const merged = { ...outer } as Record<keyof UiStrings, object>;
    for (const key of Object.keys(strings) as (keyof UiStrings)[]) merged[key] = { ...outer[key], ...strings[key] };
    return merged as UiStrings;
  }, [outer, strings]);
  return <UiStringsContext value={value}>{children}</UiStringsContext>;
}

/** The texts of one component, from the nearest UiStringsProvider (English without one). */
function useUiStrings<K extends keyof UiStrings>(component: K): UiStrings[K] {
  return React.use(UiStringsContext)[component];
}

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
};
