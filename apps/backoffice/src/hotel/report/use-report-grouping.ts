import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reportGrouping, reportGroupings, type ReportDeclaration, type ReportGrouping } from '@hotel/domain';

/** The URL's name for the grouping chosen: `?by=<field>`. */
export const GROUP_BY_PARAM = 'by';

/**
 * The grouping a report shows for the URL's `?by=`: the offered one of that field, else the
 * default (the first); undefined for a report without groupings. A field the report does not
 * offer (an old or mistyped link) opens the default rather than an error.
 */
export function chosenGrouping(declaration: ReportDeclaration | undefined, param: string | null): ReportGrouping | undefined {
  if (!declaration) return undefined;
  return (param ? reportGrouping(declaration, param) : undefined) ?? reportGrouping(declaration);
}

export interface ReportGroupingState {
  /** The groupings the reader may choose between (empty or one: no choice to offer). */
  offered: readonly ReportGrouping[];
  /** The grouping shown. */
  grouping: ReportGrouping | undefined;
  /** Chooses a grouping by its field; the default leaves the URL without `?by=`. */
  choose: (field: string) => void;
}

/** A report's grouping, kept in the page's URL (`?by=`) so a reload or a shared link opens the same one. */
export function useReportGrouping(declaration: ReportDeclaration | undefined): ReportGroupingState {
  const [params, setParams] = useSearchParams();
  const offered = declaration ? reportGroupings(declaration) : [];
  const grouping = chosenGrouping(declaration, params.get(GROUP_BY_PARAM));
  const first = offered[0]?.field;
  const choose = useCallback(
    (field: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (field === first) next.delete(GROUP_BY_PARAM);
          else next.set(GROUP_BY_PARAM, field);
          return next;
        },
        { replace: true },
      ),
    [setParams, first],
  );
  return { offered, grouping, choose };
}
