import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cn,
  Dialog,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  IconButton,
  Popover,
  PopoverContent,
  PopoverTrigger,
} from '@hotel/ui';
import { PHONE_QUERY } from '../../media/use-breakpoints';
import { useMediaQuery } from '../../media/use-media-query';
import { useOverflowFocusReturn } from '../overflow/header-overflow-context';

export { PHONE_QUERY };

export interface HeaderPanelProps {
  /** Controlled open state. */
  open: boolean;
  /** Called when the panel asks to open or close (trigger, Escape, outside click, close button). */
  onOpenChange: (open: boolean) => void;
  /** The trigger button (a single element; it receives the trigger's props and ref). */
  trigger: ReactElement;
  /** The title in the header bar; it names the panel for assistive tech. */
  title: ReactNode;
  /** Buttons at the end of the header bar (mark all as read, edit mode, ...). */
  actions?: ReactNode;
  /** The panel body (scrolls within 480 px from `sm` up). */
  children?: ReactNode;
  /** Extra classes of the body. */
  bodyClassName?: string;
  /** Forces the phone presentation (full screen) or the popover; by default from the viewport width. */
  presentation?: 'auto' | 'phone' | 'popover';
  /** `data-slot` of the panel (e.g. 'messages-panel'). */
  slot?: string;
}

/**
 * The frame shared by the shortcuts, messages and notifications panels (fuse-behaviour 3): a
 * popover 360 px wide with a body of at most 480 px from `sm` up, full screen on phones (a modal
 * with a close button at the start of the header bar), a header bar on the primary colour with
 * the title. Escape and an outside click close it, and focus returns to the trigger.
 */
export function HeaderPanel({
  open,
  onOpenChange,
  trigger,
  title,
  actions,
  children,
  bodyClassName,
  presentation = 'auto',
  slot = 'header-panel',
}: HeaderPanelProps) {
  const { t } = useTranslation();
  const isPhoneViewport = useMediaQuery(PHONE_QUERY);
  const phone = presentation === 'phone' || (presentation === 'auto' && isPhoneViewport);
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  // Opened from the phone header's overflow menu: focus goes back to that menu's trigger.
  const onCloseAutoFocus = useOverflowFocusReturn();
  // Focus the panel itself on open (not its first button, whose tooltip would take the first Escape).
  const focusPanel = (event: Event) => {
    event.preventDefault();
    contentRef.current?.focus();
  };

  const bar = (heading: ReactNode) => (
    <div data-slot="header-panel-bar" className="flex min-h-16 shrink-0 items-center gap-2 bg-primary px-4 py-2 text-primary-foreground">
      {phone ? (
        <IconButton
          icon="heroicons_outline:x-mark"
          label={t('panel.close')}
          tooltip={false}
          size="sm"
          className="-ms-2 text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          onClick={() => onOpenChange(false)}
        />
      ) : null}
      {heading}
      {actions ? <div className="ms-auto flex items-center gap-1 [&_button]:text-primary-foreground [&_button:hover]:bg-primary-foreground/10 [&_button:hover]:text-primary-foreground">{actions}</div> : null}
    </div>
  );
  const headingClass = 'truncate text-lg font-medium leading-tight';
  const body = (
    <div
      data-slot="header-panel-body"
      className={cn('min-h-0 flex-1 overflow-y-auto bg-card', !phone && 'max-h-120', bodyClassName)}
    >
      {children}
    </div>
  );

  if (phone) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent
          ref={contentRef}
          data-slot={slot}
          tabIndex={-1}
          onOpenAutoFocus={focusPanel}
          onCloseAutoFocus={onCloseAutoFocus}
          showCloseButton={false}
          aria-describedby={undefined}
          className="inset-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 p-0 ltr:translate-x-0 rtl:translate-x-0"
        >
          {bar(<DialogTitle className={headingClass}>{title}</DialogTitle>)}
          {body}
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        ref={contentRef}
        data-slot={slot}
        tabIndex={-1}
        onOpenAutoFocus={focusPanel}
        onCloseAutoFocus={onCloseAutoFocus}
        role="dialog"
        aria-labelledby={titleId}
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className="flex w-90 max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-2xl p-0"
      >
        {bar(
          <h2 id={titleId} className={headingClass}>
            {title}
          </h2>,
        )}
        {body}
      </PopoverContent>
    </Popover>
  );
}
