import { UiStringsProvider, type UiStringsOverrides } from '@hotel/ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A formatted count back to the number its plural form is chosen by ('1,234' → 1234). */
const countOf = (formatted: string): number => Number(formatted.replace(/[^\d]/g, '')) || 0;

/**
 * The primitives' own texts (pagination, table search and states, character counts, close buttons,
 * landmark names) from the shell's translations (`ui.*`), in the user's language, with numbers
 * written the language's way. ShellProviders renders it; an app's own UiStringsProvider inside wins.
 */
export function ShellUiStrings({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation('shell');
  const { language } = i18n;
  const strings = useMemo<UiStringsOverrides>(() => {
    const number = new Intl.NumberFormat(language);
    const n = (value: number) => number.format(value);
    return {
      pagination: {
        nav: t('ui.pagination.nav'),
        pageSize: t('ui.pagination.pageSize'),
        previous: t('ui.pagination.previous'),
        next: t('ui.pagination.next'),
        first: t('ui.pagination.first'),
        last: t('ui.pagination.last'),
        range: (start, end, total) => t('ui.pagination.range', { start: n(start), end: n(end), total: n(total) }),
        page: (page, pageCount) => t('ui.pagination.page', { page: n(page), pageCount: n(pageCount) }),
      },
      dataTable: {
        search: t('ui.dataTable.search'),
        empty: t('ui.dataTable.empty'),
        noMatches: (query) => t('ui.dataTable.noMatches', { query }),
        retry: t('ui.dataTable.retry'),
        selectAll: t('ui.dataTable.selectAll'),
        selectRow: t('ui.dataTable.selectRow'),
      },
      characterCount: {
        count: (length, max) => t('ui.characterCount.count', { length, max }),
        left: (left) => t('ui.characterCount.left', { n: left, count: countOf(left) }),
        over: (over) => t('ui.characterCount.over', { n: over, count: countOf(over) }),
      },
      confirmDialog: {
        title: t('confirm.title'),
        message: t('confirm.message'),
        confirmLabel: t('confirm.confirm'),
        cancelLabel: t('confirm.cancel'),
      },
      breadcrumbs: { label: t('ui.breadcrumbs') },
      dialog: { close: t('ui.close') },
      toast: { label: t('ui.toastRegion'), close: t('ui.dismiss') },
      spinner: { label: t('ui.loading') },
      progressBar: { label: t('ui.progress') },
    };
  }, [t, language]);
  return <UiStringsProvider strings={strings}>{children}</UiStringsProvider>;
}
