import * as React from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const TabsVariantContext = React.createContext<'default' | 'line'>('default');

type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root> & {
  /** `default`: segmented pills; `line`: an underline under the active tab. */
  variant?: 'default' | 'line';
};

/** Tabbed sections: `value`/`defaultValue`/`onValueChange`; arrow keys move between tabs. */
function Tabs({ className, variant = 'default', ...props }: TabsProps) {
  return (
    <TabsVariantContext.Provider value={variant}>
      <TabsPrimitive.Root
        data-slot="tabs"
        data-variant={variant}
        className={cn('flex gap-3 data-[orientation=horizontal]:flex-col', className)}
        {...props}
      />
    </TabsVariantContext.Provider>
  );
}

/** Class recipe of the tab list. */
const tabsListVariants = cva('inline-flex max-w-full items-center overflow-x-auto text-muted-foreground data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch', {
  variants: {
    variant: {
      default: 'h-10 gap-1 rounded-lg bg-hover p-1',
      line: 'h-10 gap-4 border-b border-border',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** The row of tabs (role tablist). Give it an `aria-label`. */
function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>) {
  const variant = React.useContext(TabsVariantContext);
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

/** One tab; `value` links it to its TabsContent. */
function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = React.useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full shrink-0 items-center justify-center gap-1.5 whitespace-nowrap px-3 text-sm font-medium outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:text-foreground',
        variant === 'default'
          ? 'rounded-md data-[state=active]:bg-card data-[state=active]:shadow-sm'
          : '-mb-px border-b-2 border-transparent data-[state=active]:border-primary',
        className,
      )}
      {...props}
    />
  );
}

/** The panel shown for the active tab (role tabpanel, focusable). */
function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('flex-1 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}

export { Tabs, TabsContent, TabsList, tabsListVariants, TabsTrigger, type TabsProps };
