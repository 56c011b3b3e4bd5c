import { useTranslation } from 'react-i18next';
import { Avatar, cn, Icon, Spinner } from '@hotel/ui';
import type { SearchResultSet } from '../../api';
import { htmlToText } from '../feed/use-feed';
import type { SearchOption } from './search-options';

export interface SearchResultsViewProps {
  /** Id of the listbox (the input's aria-controls). */
  id: string;
  /** The delivered sets; null shows the recent searches instead. */
  results: SearchResultSet[] | null;
  /** The rows in order (searchOptions). */
  options: SearchOption[];
  /** Index of the highlighted row. */
  activeIndex: number;
  /** 'loading' shows a row with a spinner until the answer arrives. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The error's message. */
  error?: string | null;
  /** Chooses a row (click). */
  onChoose?: (option: SearchOption) => void;
  /** Highlights a row (pointer). */
  onHighlight?: (index: number) => void;
  className?: string;
}

/** Id of a row, for aria-activedescendant. */
export const searchOptionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * The search results (pure; ARIA listbox with groups): contacts (avatar, name), pages (title and
 * link), tasks (done state, title); 'No results found!' for an empty answer; the recent searches
 * when the field is empty.
 */
export function SearchResultsView({
  id,
  results,
  options,
  activeIndex,
  status,
  error,
  onChoose,
  onHighlight,
  className,
}: SearchResultsViewProps) {
  const { t } = useTranslation();
  const row = (option: SearchOption, index: number, children: React.ReactNode) => (
    // Keyboard use goes through the combobox input (aria-activedescendant); the pointer chooses here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      key={option.key}
      id={searchOptionId(id, index)}
      role="option"
      aria-selected={index === activeIndex}
      data-kind={option.kind}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose?.(option)}
      onMouseMove={() => index !== activeIndex && onHighlight?.(index)}
      className={cn('flex cursor-pointer items-center gap-3 px-4 py-2 text-sm', index === activeIndex && 'bg-hover')}
    >
      {children}
    </li>
  );
  const groupLabel = (label: string, labelId: string) => (
    <div id={labelId} aria-hidden="true" className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
      {label}
    </div>
  );

  let body: React.ReactNode;
  if (status === 'error') {
    body = (
      <li role="option" aria-disabled="true" aria-selected={false} className="px-4 py-3 text-sm text-warn">
        {error ?? t('errors.unknown')}
      </li>
    );
  } else if (status === 'loading' && !results) {
    body = (
      <li role="option" aria-disabled="true" aria-selected={false} className="flex items-center gap-2 px-4 py-3 text-sm text-muted-foreground">
        <Spinner size="sm" />
        {t('search.searching')}
      </li>
    );
  } else if (results && results.length === 0) {
    body = (
      <li role="option" aria-disabled="true" aria-selected={false} className="px-4 py-3 text-sm text-muted-foreground">
        {t('search.noResults')}
      </li>
    );
  } else if (results) {
    let index = 0;
    body = results.map((set) => {
      const labelId = `${id}-${set.id}`;
      const label = t(`search.${set.id}`, { defaultValue: set.label });
      return (
        <li key={set.id} role="presentation">
          {groupLabel(label, labelId)}
          <ul role="group" aria-label={label}>
            {set.id === 'contacts'
              ? set.results.map((result) =>
                  row(options[index]!, index++, (
                    <>
                      <Avatar size="sm" name={htmlToText(result.name)} src={result.avatar} />
                      <span className="truncate">{htmlToText(result.name)}</span>
                    </>
                  )),
                )
              : set.id === 'pages'
                ? set.results.map((result) =>
                    row(options[index]!, index++, (
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate">{htmlToText(result.title)}</span>
                        <span className="truncate text-xs text-muted-foreground">{result.link}</span>
                      </span>
                    )),
                  )
                : set.results.map((result) =>
                    row(options[index]!, index++, (
                      <>
                        <Icon
                          name="heroicons_outline:check-circle"
                          size="md"
                          title={result.completed ? t('search.completed') : undefined}
                          className={result.completed ? 'text-primary' : 'text-hint'}
                        />
                        <span className={cn('truncate', result.completed && 'text-hint line-through')}>{htmlToText(result.title)}</span>
                      </>
                    )),
                  )}
          </ul>
        </li>
      );
    });
  } else {
    const labelId = `${id}-recent`;
    body = (
      <li role="presentation">
        {groupLabel(t('search.recent', { defaultValue: 'Recent searches' }), labelId)}
        <ul role="group" aria-label={t('search.recent', { defaultValue: 'Recent searches' })}>
          {options.map((option, index) =>
            row(option, index, (
              <>
                <Icon name="heroicons_outline:clock" size="md" className="text-hint" />
                <span className="truncate">{option.value}</span>
              </>
            )),
          )}
        </ul>
      </li>
    );
  }

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('search.results', { defaultValue: 'Search results' })}
      data-slot="search-results"
      className={cn('max-h-96 overflow-y-auto rounded-b-md border border-border bg-card py-1 text-foreground shadow-lg', className)}
    >
      {body}
    </ul>
  );
}
