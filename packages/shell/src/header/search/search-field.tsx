import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cn, Icon, IconButton } from '@hotel/ui';
import type { SearchResponse } from '../../api';
import { isSearchHotkey } from './search-hotkey';
import { searchOptions, type SearchOption } from './search-options';
import { searchOptionId, SearchResultsView } from './search-view';
import { useSearch } from './use-search';

export interface SearchFieldProps {
  /** 'bar': the strip over the header, opened on purpose (its field takes focus, its list shows); 'basic': the always-visible field. */
  appearance: 'bar' | 'basic';
  /** Debounce in ms. */
  debounce?: number;
  /** Shortest query sent. */
  minLength?: number;
  /** Listen for Ctrl+K / Cmd+K anywhere. */
  hotkey: boolean;
  /** Called with every delivered result list. */
  onResults?: (results: SearchResponse) => void;
  /** Closes the bar (Escape twice, the close button, a chosen result). */
  onClose: () => void;
  className?: string;
}

/**
 * The search field (ARIA combobox) of Search, loaded when the bar opens (or at once for the basic
 * appearance): debounced search-as-you-type with results grouped as contacts, pages and tasks;
 * arrows move, Enter opens (router navigation), the first Escape closes the results and the second
 * the bar; Ctrl/Cmd+K focuses it; recent searches are offered when the field is empty.
 */
export function SearchField({ appearance, debounce, minLength, hotkey, onResults, onClose, className }: SearchFieldProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ debounce, minLength, onResults });
  const clearSearch = search.clear;
  // The bar is opened on purpose (click or Ctrl+K), with its list.
  const [listOpen, setListOpen] = useState(appearance === 'bar');
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const inputId = useId();
  const options = useMemo(
    () => (search.query.trim() ? (search.results ? searchOptions(search.results, []) : []) : searchOptions(null, search.recent)),
    [search.query, search.results, search.recent],
  );
  // The first option is highlighted whenever the list changes (Material's autoActiveFirstOption).
  const [active, setActive] = useState({ options, index: 0 });
  const activeIndex = active.options === options ? active.index : 0;
  const setActiveIndex = (next: number | ((index: number) => number)) =>
    setActive({ options, index: typeof next === 'function' ? next(activeIndex) : next });
  const showList =
    listOpen && (search.query.trim() ? search.results !== null || search.status === 'loading' || search.status === 'error' : search.recent.length > 0);

  const closeBar = useCallback(() => {
    clearSearch();
    setListOpen(false);
    onClose();
  }, [clearSearch, onClose]);

  useEffect(() => {
    if (!hotkey) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchHotkey(event)) return;
      event.preventDefault();
      setListOpen(true);
      requestAnimationFrame(() => inputRef.current?.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkey]);

  const choose = (option: SearchOption) => {
    if (option.kind === 'recent') {
      search.setQuery(option.value);
      setListOpen(true);
      inputRef.current?.focus();
      return;
    }
    search.remember(search.query);
    setListOpen(false);
    if (appearance === 'bar') closeBar();
    else search.setQuery(option.value);
    void navigate(option.link);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showList) {
        setListOpen(true);
        return;
      }
      if (options.length === 0) return;
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + delta + options.length) % options.length);
    } else if (event.key === 'Home' && showList && options.length) {
      setActiveIndex(0);
    } else if (event.key === 'End' && showList && options.length) {
      setActiveIndex(options.length - 1);
    } else if (event.key === 'Enter') {
      const option = showList ? options[activeIndex] : undefined;
      event.preventDefault();
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (showList) setListOpen(false);
      else if (appearance === 'bar') closeBar();
      else search.clear();
    }
  };

  const activeOption = showList ? options[activeIndex] : undefined;
  const field = (
    <input
      ref={inputRef}
      id={inputId}
      type="text"
      role="combobox"
      aria-expanded={showList}
      aria-controls={listboxId}
      aria-autocomplete="list"
      aria-activedescendant={activeOption ? searchOptionId(listboxId, activeIndex) : undefined}
      aria-label={t('search.placeholder').replace(/\.+$/, '')}
      aria-keyshortcuts="Control+K Meta+K"
      autoComplete="off"
      spellCheck={false}
      // The bar is opened on purpose (click or Ctrl+K): its field takes focus at once.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={appearance === 'bar'}
      placeholder={t('search.placeholder')}
      value={search.query}
      onChange={(event) => {
        search.setQuery(event.target.value);
        setListOpen(true);
      }}
      onFocus={() => setListOpen(true)}
      onBlur={() => setListOpen(false)}
      onKeyDown={onKeyDown}
      className={cn(
        'min-w-0 flex-1 bg-transparent text-foreground outline-none placeholder:text-hint',
        appearance === 'bar' ? 'h-full text-lg' : 'h-10 text-sm',
      )}
    />
  );
  const list = showList ? (
    <SearchResultsView
      id={listboxId}
      results={search.query.trim() ? search.results : null}
      options={options}
      activeIndex={activeIndex}
      status={search.query.trim() ? search.status : 'idle'}
      error={search.error}
      onChoose={choose}
      onHighlight={setActiveIndex}
      className="absolute inset-x-0 top-full z-50"
    />
  ) : (
    <div id={listboxId} role="listbox" aria-label={t('search.results', { defaultValue: 'Search results' })} hidden />
  );
  const live = (
    <span role="status" aria-live="polite" className="sr-only">
      {search.status === 'ready' && search.results
        ? search.results.length === 0
          ? t('search.noResults')
          : t('search.resultCount', { count: options.length, defaultValue_one: '{{count}} result', defaultValue_other: '{{count}} results' })
        : ''}
    </span>
  );

  if (appearance === 'bar') {
    return (
      <div
        data-slot="search-bar"
        data-state="open"
        className={cn('absolute inset-0 z-[99] flex items-center gap-3 bg-card px-4 shadow-md animate-in slide-in-from-top md:px-6', className)}
      >
        <Icon name="heroicons_outline:magnifying-glass" size="lg" className="shrink-0 text-hint" />
        {field}
        <IconButton icon="heroicons_outline:x-mark" label={t('search.close')} onClick={closeBar} />
        {list}
        {live}
      </div>
    );
  }
  return (
    <div data-slot="search-basic" className={cn('relative w-full sm:min-w-80', className)}>
      <div className="flex items-center gap-2 rounded-md border border-border bg-card px-3 focus-within:ring-2 focus-within:ring-ring">
        <Icon name="heroicons_outline:magnifying-glass" size="md" className="shrink-0 text-hint" />
        {field}
      </div>
      {list}
      {live}
    </div>
  );
}
