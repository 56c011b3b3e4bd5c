import { useTranslation } from 'react-i18next';
import { cn, Icon, iconButtonVariants, lazyWithPreload, useControllableState } from '@hotel/ui';
import { useConfig } from '../config/config-provider';
import { useHeaderOverflowItem } from '../header/overflow/header-overflow-context';
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
  /** Classes of the cog button. */
  className?: string;
}

/**
 * The settings cog and the drawer it opens: theme chips (the config's `themes`, an app's own included), scheme (auto/light/dark) and the eleven
 * layouts, plus 'Reset demo data'. Pass it to the layout's `settings` slot: the cog sits in the
 * header with the other tools (in the 'More actions' menu on phones), so it never covers the page.
 * The cog renders at first paint; the drawer loads when it is hovered, focused or pressed.
 */
export function SettingsDrawer({ open, defaultOpen = false, onOpenChange, onResetDemoData, className }: SettingsDrawerProps) {
  const { t } = useTranslation();
  // Read here and handed to the drawer: its chunk then needs nothing from the entry's config module.
  const { config, layout, layoutSource, setConfig, themes } = useConfig();
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const { collapsed } = useHeaderOverflowItem({
    id: 'settings',
    label: t('settings.title'),
    icon: 'heroicons_outline:cog-8-tooth',
    onSelect: () => setOpen(true),
    onIntent: () => {
      drawer.preload().catch(() => {});
    },
  });
  return (
    <LazyPopup
      content={drawer}
      name={t('settings.title')}
      popup="dialog"
      open={isOpen}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          data-slot="settings-trigger"
          aria-label={t('header.openSettings')}
          className={cn(iconButtonVariants({ variant: 'ghost', size: 'md' }), 'print:hidden', collapsed && 'hidden', className)}
        >
          <Icon name="heroicons_outline:cog-8-tooth" size="md" />
        </button>
      }
    >
      {(Drawer, popup) => (
        <Drawer {...popup} config={config} layout={layout} layoutSource={layoutSource} setConfig={setConfig} themes={themes} onResetDemoData={onResetDemoData} />
      )}
    </LazyPopup>
  );
}
