import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, Icon, IconButton } from '@hotel/ui';
import { navigationDrawerIntent } from '../navigation/components/vertical/vertical-navigation';
import { useLayoutFrame } from './layout-context';

/** 'Skip to main content': the first stop of the tab order, visible on focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      data-slot="skip-link"
      className="sr-only z-[1000] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onClick={(event) => {
        const main = document.getElementById('main-content');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView?.({ block: 'start' });
      }}
    >
      {t('app.skipToMainContent', { defaultValue: 'Skip to main content' })}
    </a>
  );
}

/** The shell's default logo: a building icon and the application name. */
export function ShellLogo({ appName = 'Hotel', iconOnly = false, className }: { appName?: string; iconOnly?: boolean; className?: string }) {
  return (
    <span data-slot="logo" className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Icon name="heroicons_outline:building-office-2" size="md" />
      </span>
      <span className={cn(iconOnly && 'sr-only')}>{appName}</span>
    </span>
  );
}

/** The hamburger that toggles the main navigation (on small screens it opens the drawer, whose code it preloads on intent). */
export function NavigationToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { navOpen, setNavOpen, small } = useLayoutFrame();
  return (
    <IconButton
      icon="heroicons_outline:bars-3"
      label={t('header.toggleNavigation')}
      aria-expanded={navOpen}
      data-slot="navigation-toggle"
      className={className}
      {...(small ? navigationDrawerIntent : null)}
      onClick={() => setNavOpen(!navOpen)}
    />
  );
}

/** Dense layout: switches the navigation between dense and default (md and up). */
export function DenseToggle() {
  const { t } = useTranslation();
  const { dense, setDense, small } = useLayoutFrame();
  if (small) return null;
  return (
    <IconButton
      icon="heroicons_outline:arrows-right-left"
      label={t('header.toggleDenseNavigation')}
      aria-pressed={dense}
      data-slot="dense-toggle"
      onClick={() => setDense(!dense)}
    />
  );
}

/** The 64 px header bar: bg-card with a shadow (transparent with a border in dark mode). */
export function HeaderBar({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <header
      data-slot="layout-header"
      className={cn(
        'relative z-40 flex h-16 w-full shrink-0 items-center gap-2 bg-card px-2 shadow-sm sm:px-4 md:px-6 print:hidden dark:border-b dark:border-border dark:bg-transparent dark:shadow-none',
        className,
      )}
    >
      {children}
    </header>
  );
}

/** 'Hotel © {current year}', 56 px, top border, secondary text. */
export function LayoutFooter({ appName = 'Hotel', className }: { appName?: string; className?: string }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer
      data-slot="layout-footer"
      className={cn('flex h-14 w-full shrink-0 items-center border-t border-border bg-card px-4 text-sm text-muted-foreground md:px-6 print:hidden', className)}
    >
      {t('app.copyright', { defaultValue: '{{appName}} © {{year}}', appName, year })}
    </footer>
  );
}
