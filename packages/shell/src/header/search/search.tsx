import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, Icon, IconButton, lazyWithPreload, preloadOnIntent } from '@hotel/ui';
import type { SearchResponse } from '../../api';
import { useLazyWidget } from '../../lazy/use-lazy-widget';
import { isSearchHotkey } from './search-hotkey';

/** The field, its results list, the search state and the recent searches load on intent. */
const field = lazyWithPreload(() => import('./search-field').then((m) => m.SearchField));

export interface SearchProps {
  /** 'bar': a magnifier that opens a full-width strip over the header; 'basic': an always-visible field. Default 'basic'. */
  appearance?: 'bar' | 'basic';
  /** Debounce in ms. Default 300. */
  debounce?: number;
  /** Shortest query sent. Default 2. */
  minLength?: number;
  /** Listen for Ctrl+K / Cmd+K anywhere. Default true. */
  hotkey?: boolean;
  /** Called with every delivered result list. */
  onResults?: (results: SearchResponse) => void;
  /** Controlled open state of the bar. */
  open?: boolean;
  /** Called when the bar opens or closes. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The header search (ARIA combobox): debounced search-as-you-type with results grouped as
 * contacts, pages and tasks; arrows move, Enter opens (router navigation), the first Escape
 * closes the results and the second the bar; Ctrl/Cmd+K opens it from anywhere; recent searches
 * are offered when the field is empty. Closing the bar clears the query.
 *
 * The bar's magnifier renders at first paint and the field's code loads when the magnifier is
 * hovered, focused or pressed, or the bar opens (a click or Ctrl+K while it loads opens it on
 * arrival, focused). The basic appearance loads it at once and shows the field's frame meanwhile.
 */
export function Search({ appearance = 'basic', debounce, minLength, hotkey = true, onResults, open, onOpenChange, className }: SearchProps) {
  const { t } = useTranslation();
  const [innerOpen, setInnerOpen] = useState(false);
  const barOpen = appearance === 'basic' || (open ?? innerOpen);
  const openButtonRef = useRef<HTMLButtonElement>(null);

  const setBar = useCallback(
    (next: boolean) => {
      if (appearance !== 'bar') return;
      if (open === undefined) setInnerOpen(next);
      onOpenChange?.(next);
      // Focus goes back to the magnifier once it is rendered again.
      if (!next) requestAnimationFrame(() => openButtonRef.current?.focus());
    },
    [appearance, open, onOpenChange],
  );

  const label = t('search.placeholder').replace(/\.+$/, '');
  const loader = useLazyWidget(field, { name: label, active: barOpen, onError: () => setBar(false) });
  const Field = barOpen ? loader.loaded : null;

  // Ctrl+K while the field is not there opens the bar; the field handles it from then on.
  useEffect(() => {
    if (!hotkey || Field) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchHotkey(event)) return;
      event.preventDefault();
      setBar(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkey, Field, setBar]);

  if (Field) {
    return (
      <Field
        appearance={appearance}
        debounce={debounce}
        minLength={minLength}
        hotkey={hotkey}
        onResults={onResults}
        onClose={() => setBar(false)}
        className={className}
      />
    );
  }
  if (appearance === 'basic') {
    // The field's frame while its code loads (same box, so nothing moves when it arrives).
    return (
      <div data-slot="search-basic" aria-busy="true" className={cn('relative w-full sm:min-w-80', className)}>
        <div className="flex items-center gap-2 rounded-md border border-border bg-card px-3">
          <Icon name="heroicons_outline:magnifying-glass" size="md" className="shrink-0 text-hint" />
          <span aria-hidden="true" className="flex h-10 min-w-0 flex-1 items-center text-sm text-hint">
            {t('search.placeholder')}
          </span>
        </div>
      </div>
    );
  }
  return (
    <IconButton
      ref={openButtonRef}
      icon="heroicons_outline:magnifying-glass"
      label={t('search.open')}
      data-slot="search-open"
      className={className}
      aria-keyshortcuts="Control+K Meta+K"
      aria-busy={loader.pending || undefined}
      {...preloadOnIntent(field)}
      onClick={() => setBar(true)}
    />
  );
}
