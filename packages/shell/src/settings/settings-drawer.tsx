import { useTranslation } from 'react-i18next';
import { cn, Icon, lazyWithPreload } from '@hotel/ui';
import { useConfig } from '../config/config-provider';
import { QUICK_CHAT_LAYOUTS } from '../layout/layout-definitions';
import { LazyPopup } from '../lazy/lazy-popup';

/** The drawer (Radix Dialog, the choices, the layout thumbnails, the reset confirmation) loads on intent. */
const drawer = lazyWithPreload(() => import('./settings-drawer-content').then((m) => m.SettingsDrawerContent));

export interface SettingsDrawerProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Restores the demo data (the app wires the mock API's reset). Without it the button is not shown. */
  onResetDemoData?: () => void | Promise<void>;
}

/**
 * The settings cog, pinned at the right edge 275 px from the top, and the drawer it opens:
 * theme chips, scheme (auto/light/dark) and the eleven layouts, plus 'Reset demo data'. The cog
 * renders at first paint; the drawer loads when it is hovered, focused or pressed.
 */
export function SettingsDrawer({ open, defaultOpen = false, onOpenChange, onResetDemoData }: SettingsDrawerProps) {
  const { t } = useTranslation();
  // Read here and handed to the drawer: its chunk then needs nothing from the entry's config module.
  const { config, layout, layoutSource, setConfig } = useConfig();
  const railOffset = QUICK_CHAT_LAYOUTS.includes(layout) ? 'lg:end-16' : 'lg:end-0';
  return (
    <LazyPopup
      content={drawer}
      name={t('settings.title')}
      popup="dialog"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          data-slot="settings-trigger"
          aria-label={t('header.openSettings')}
          className={cn(
            'fixed end-0 top-[275px] z-[90] flex size-10 items-center justify-center rounded-s-lg bg-warn/90 text-warn-foreground shadow-lg outline-none hover:bg-warn focus-visible:ring-2 focus-visible:ring-ring print:hidden',
            railOffset,
          )}
        >
          <Icon name="heroicons_solid:cog-8-tooth" size="md" className="animate-spin-slow motion-reduce:animate-none" />
        </button>
      }
    >
      {(Drawer, popup) => <Drawer {...popup} config={config} layout={layout} layoutSource={layoutSource} setConfig={setConfig} onResetDemoData={onResetDemoData} />}
    </LazyPopup>
  );
}
