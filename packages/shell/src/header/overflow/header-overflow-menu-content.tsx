import { Fragment, useRef } from 'react';
import {
  Badge,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Icon,
} from '@hotel/ui';
import type { PopupContentProps } from '../../lazy/lazy-popup';
import type { HeaderOverflowItem } from './header-overflow-context';

export interface HeaderOverflowMenuContentProps extends PopupContentProps {
  /** The items of the collapsed tools, in the header's order. */
  items: readonly HeaderOverflowItem[];
}

function ItemIcon({ icon }: { icon: HeaderOverflowItem['icon'] }) {
  if (!icon) return null;
  return typeof icon === 'string' ? <Icon name={icon} size="md" className="text-muted-foreground" /> : <span className="flex shrink-0">{icon}</span>;
}

/**
 * The overflow menu around its trigger (loaded on intent by HeaderOverflowMenu): choices first
 * (each under its label, as radio items), then the actions. An action runs once the menu has
 * closed and focus is back on the trigger, so the panel it opens returns focus there.
 */
export function HeaderOverflowMenuContent({ trigger, open, onOpenChange, items }: HeaderOverflowMenuContentProps) {
  const pending = useRef<(() => void) | null>(null);
  const choices = items.filter((item) => item.choices);
  const actions = items.filter((item) => !item.choices);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="min-w-56"
        data-slot="header-overflow-menu"
        onCloseAutoFocus={() => {
          // The trigger takes focus (Radix) before the chosen action opens its panel.
          const action = pending.current;
          pending.current = null;
          if (action) queueMicrotask(action);
        }}
      >
        {choices.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 ? <DropdownMenuSeparator /> : null}
            <DropdownMenuLabel className="flex items-center gap-2">
              <ItemIcon icon={item.icon} />
              {item.label}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup value={item.choices?.value} onValueChange={(value) => item.choices?.onValueChange(value)} aria-label={item.label}>
              {item.choices?.options.map((option) => (
                <DropdownMenuRadioItem key={option.value} value={option.value} lang={option.lang}>
                  {option.icon}
                  {option.label}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </Fragment>
        ))}
        {choices.length > 0 && actions.length > 0 ? <DropdownMenuSeparator /> : null}
        {actions.map((item) => {
          const count = item.badge?.count ?? 0;
          return (
            <DropdownMenuItem
              key={item.id}
              data-overflow-item={item.id}
              aria-label={count > 0 ? `${item.label}, ${item.badge?.label}` : undefined}
              textValue={item.label}
              onSelect={() => {
                pending.current = item.onSelect ?? null;
              }}
              onFocus={item.onIntent}
              onPointerEnter={item.onIntent}
            >
              <ItemIcon icon={item.icon} />
              <span className="flex-1">{item.label}</span>
              {count > 0 ? <Badge aria-hidden="true" count={count} size="sm" /> : null}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
