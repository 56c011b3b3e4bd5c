import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, Icon, Input, Spinner } from '@hotel/ui';
import { ICON_PICKER_SETS, useIconSet } from './use-icon-set';

/** How many matching icons the grid renders at once. */
const MAX_SHOWN = 120;

export interface IconPickerProps {
  /** The chosen icon name ('set:name'). */
  value: string;
  /** Called with the chosen icon name. */
  onChange: (value: string) => void;
  /** Id of the field's visible label. */
  labelId?: string;
  /** a11y props from FormField (aria-invalid, aria-describedby...). */
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/**
 * A searchable grid of the icons of one set (GET api/ui/icons/{set}), opened inline below the
 * current choice. Typing filters; a click or Enter chooses and closes the grid.
 */
export function IconPicker({ value, onChange, labelId, ...aria }: IconPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [set, setSet] = useState<string>(() => value.split(':')[0] || ICON_PICKER_SETS[0].id);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const { status, icons, error } = useIconSet(open ? set : null);
  const matches = useMemo(() => (deferred ? icons.filter((name) => name.split(':')[1]?.includes(deferred)) : icons), [icons, deferred]);
  const gridId = useId();
  const setId = useId();
  const searchId = useId();

  return (
    <div data-slot="icon-picker" className="grid gap-2">
      <div className="flex items-center gap-2">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-hover">
          {value ? <Icon name={value} size="md" /> : <Icon name="heroicons_outline:question-mark-circle" size="md" className="text-hint" />}
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? gridId : undefined}
          aria-labelledby={labelId ? `${labelId} ${gridId}-button` : undefined}
          id={`${gridId}-button`}
          onClick={() => setOpen((o) => !o)}
          {...aria}
        >
          {value || t('shortcuts.chooseIcon', { defaultValue: 'Choose an icon' })}
        </Button>
      </div>
      {open ? (
        <div id={gridId} className="grid gap-2 rounded-md border border-border p-2">
          <div className="grid grid-cols-2 gap-2">
            <label htmlFor={setId} className="sr-only">
              {t('shortcuts.iconSet', { defaultValue: 'Icon set' })}
            </label>
            <select
              id={setId}
              value={set}
              onChange={(event) => setSet(event.target.value)}
              className="h-9 rounded-md border border-border bg-card px-2 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {ICON_PICKER_SETS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
            <label htmlFor={searchId} className="sr-only">
              {t('shortcuts.searchIcons', { defaultValue: 'Search icons' })}
            </label>
            <Input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('shortcuts.searchIcons', { defaultValue: 'Search icons' })}
              onChange={(event) => setQuery(event.target.value)}
              className="h-9"
            />
          </div>
          {status === 'loading' ? (
            <div className="flex justify-center py-4" role="status">
              <Spinner />
              <span className="sr-only">{t('app.loading')}</span>
            </div>
          ) : status === 'error' ? (
            <p role="alert" className="text-sm text-warn">
              {error ?? t('panel.loadFailed')}
            </p>
          ) : matches.length === 0 ? (
            <p className="py-2 text-center text-sm text-muted-foreground">{t('search.noResults')}</p>
          ) : (
            <>
              <div role="group" aria-label={t('shortcuts.icon')} className="grid max-h-48 grid-cols-6 gap-1 overflow-y-auto">
                {matches.slice(0, MAX_SHOWN).map((name) => (
                  <button
                    key={name}
                    type="button"
                    aria-label={name.split(':')[1]}
                    aria-pressed={name === value}
                    title={name.split(':')[1]}
                    onClick={() => {
                      onChange(name);
                      setOpen(false);
                    }}
                    className={cn(
                      'flex aspect-square items-center justify-center rounded-md outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring',
                      name === value && 'bg-primary text-primary-foreground hover:bg-primary',
                    )}
                  >
                    <Icon name={name} size="md" />
                  </button>
                ))}
              </div>
              {matches.length > MAX_SHOWN ? (
                <p className="text-xs text-muted-foreground">
                  {t('shortcuts.moreIcons', {
                    shown: MAX_SHOWN,
                    count: matches.length,
                    defaultValue: 'Showing {{shown}} of {{count}}; type to narrow.',
                  })}
                </p>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
