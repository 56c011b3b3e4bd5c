import type { ReactNode } from 'react';
import { HorizontalNavigation } from '../navigation/components/horizontal';
import type { ShellNavigationItem } from '../navigation/types';
import { useLayoutFrame } from './layout-context';
import type { LayoutDefinition } from './layout-definitions';
import { HeaderTools } from './header-tools';
import { DenseToggle, HeaderBar, NavigationToggle, ShellLogo } from './layout-parts';
import type { HeaderTool, LayoutSlots } from './types';

export interface LayoutHeaderProps {
  definition: LayoutDefinition;
  items: readonly ShellNavigationItem[];
  slots: LayoutSlots;
  logo?: ReactNode;
  appName: string;
}

/** The header of a layout: hamburger, logo, horizontal navigation and the tool slots. */
export function LayoutHeader({ definition, items, slots, logo, appName }: LayoutHeaderProps) {
  const { layout, small } = useLayoutFrame();
  if (definition.navigation === 'none') return null;
  const exclude: HeaderTool[] = [...definition.headerExcludes];
  if (!definition.quickChat) exclude.push('quickChatToggle');
  const tools = <HeaderTools slots={slots} exclude={exclude} className="ms-auto" />;

  if (definition.navigation === 'vertical') {
    return (
      <HeaderBar>
        <NavigationToggle />
        {layout === 'dense' ? <DenseToggle /> : null}
        {tools}
      </HeaderBar>
    );
  }

  const logoNode = logo ?? <ShellLogo appName={appName} iconOnly={small} />;
  const horizontal = small ? null : <HorizontalNavigation items={items} className="min-w-0 flex-1" />;

  if (layout === 'enterprise') {
    return (
      <header data-slot="layout-header" className="relative z-40 w-full shrink-0 print:hidden">
        <div className="dark flex h-16 w-full justify-center bg-card px-4 text-foreground md:px-6">
          <div className="flex w-full max-w-360 items-center gap-2">
            {small ? <NavigationToggle /> : null}
            {logoNode}
            {tools}
          </div>
        </div>
        {small ? null : (
          <div className="flex h-16 w-full justify-center bg-card px-4 shadow-sm md:px-6 dark:bg-hover">
            <div className="flex w-full max-w-360 items-center">{horizontal}</div>
          </div>
        )}
      </header>
    );
  }

  if (layout === 'material') {
    return (
      <header data-slot="layout-header" className="relative z-40 w-full shrink-0 print:hidden">
        <div className="flex h-16 items-center gap-2 px-4 sm:h-20 md:px-6">
          {small ? <NavigationToggle /> : null}
          {logoNode}
          {tools}
        </div>
        {small ? null : <div className="flex h-14 items-center border-t border-border px-4 md:px-6">{horizontal}</div>}
      </header>
    );
  }

  // centered and modern: one bar with logo, horizontal navigation and tools.
  return (
    <HeaderBar className={layout === 'centered' ? 'border-b border-border shadow-none sm:h-20' : 'sm:h-20'}>
      {small ? <NavigationToggle /> : null}
      <span className="shrink-0 pe-2 lg:pe-6">{logoNode}</span>
      {horizontal}
      {tools}
    </HeaderBar>
  );
}
