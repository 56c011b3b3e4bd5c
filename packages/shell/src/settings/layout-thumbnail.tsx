import { cn } from '@hotel/ui';
import type { Layout } from '../config/types';
import { LAYOUT_DEFINITIONS } from '../layout/layout-definitions';

const NAV_WIDTH = { default: 'w-4', compact: 'w-2.5', dense: 'w-1.5', thin: 'w-1.5' } as const;

/** A small schematic of a layout: navigation column or bands, header and content. Decorative. */
export function LayoutThumbnail({ layout, className }: { layout: Layout; className?: string }) {
  const def = LAYOUT_DEFINITIONS[layout];
  const darkNav = def.navigationClass.includes('dark');
  return (
    <span aria-hidden="true" data-slot="layout-thumbnail" className={cn('flex h-14 w-full overflow-hidden rounded-md border border-border bg-background', className)}>
      {def.navigation === 'vertical' ? (
        <span className={cn('h-full shrink-0', NAV_WIDTH[def.appearance], darkNav ? (layout === 'futuristic' ? 'bg-primary-800' : 'bg-accent') : 'border-e border-border bg-card')} />
      ) : null}
      <span className={cn('flex min-w-0 flex-1 flex-col', layout === 'centered' && 'm-1 overflow-hidden rounded-sm shadow-sm', layout === 'material' && 'relative')}>
        {layout === 'material' ? <span className="absolute inset-x-0 top-0 h-4 bg-primary-700" /> : null}
        {layout === 'enterprise' ? <span className="h-2 bg-accent" /> : null}
        {def.navigation !== 'none' ? (
          <span className={cn('relative flex h-2.5 items-center gap-0.5 bg-card px-1', layout === 'material' && 'mx-1 mt-1.5 rounded-t-sm')}>
            {def.navigation === 'horizontal' ? (
              <>
                <span className="h-1 w-2 rounded-full bg-primary" />
                <span className="h-0.5 w-1.5 rounded-full bg-hint" />
                <span className="h-0.5 w-1.5 rounded-full bg-hint" />
              </>
            ) : null}
          </span>
        ) : null}
        <span className={cn('flex-1 bg-background', layout === 'material' && 'relative mx-1', layout === 'enterprise' && 'm-1 rounded-sm bg-card')} />
        {def.footer ? <span className="h-1.5 border-t border-border bg-card" /> : null}
      </span>
    </span>
  );
}
