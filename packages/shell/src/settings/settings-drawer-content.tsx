import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  cn,
  ConfirmDialog,
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerTitle,
  DrawerTrigger,
  Icon,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@hotel/ui';
import { DEFAULT_THEMES, LAYOUTS, SCHEMES, type Layout, type Scheme, type ShellConfig, type ThemeOption } from '../config/types';
import { useOverflowFocusReturn } from '../header/overflow/header-overflow-context';
import type { PopupContentProps } from '../lazy/lazy-popup';
import { LayoutThumbnail } from './layout-thumbnail';

export interface SettingsDrawerContentProps extends PopupContentProps {
  /** The user's stored config (the choices shown as pressed). */
  config: ShellConfig;
  /** The layout this view shows (may differ from `config.layout` when the view overrides it). */
  layout?: Layout;
  /** Where `layout` comes from: the config, or the view's `?layout=` or route (a note says so). */
  layoutSource?: 'config' | 'query' | 'route';
  /** Changes part of the config. */
  setConfig: (patch: Partial<ShellConfig>) => void;
  /** The themes to offer (the config's `themes`). Default: the six built-in. */
  themes?: readonly ThemeOption[];
  /** Restores the demo data; without it the button is not shown. */
  onResetDemoData?: () => void | Promise<void>;
}

const SCHEME_ICONS: Record<Scheme, string> = {
  auto: 'heroicons_solid:bolt',
  light: 'heroicons_solid:sun',
  dark: 'heroicons_solid:moon',
};

const CHOICE =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card';

/**
 * The settings drawer around the cog (loaded on intent by SettingsDrawer): theme chips, scheme
 * (auto/light/dark), the eleven layouts with their thumbnails, and 'Reset demo data'.
 */
export function SettingsDrawerContent({ trigger, open, onOpenChange, config, layout = config.layout, layoutSource = 'config', setConfig, themes = DEFAULT_THEMES, onResetDemoData }: SettingsDrawerContentProps) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const onCloseAutoFocus = useOverflowFocusReturn();
  const [resetState, setResetState] = useState<'idle' | 'confirm' | 'busy' | 'done' | 'error'>('idle');

  const chooseLayout = (next: Layout) => {
    // Strip ?layout= first, or it would keep overriding the choice.
    setSearchParams(
      (params) => {
        if (!params.has('layout')) return params;
        const copy = new URLSearchParams(params);
        copy.delete('layout');
        return copy;
      },
      { replace: true },
    );
    setConfig({ layout: next });
  };

  const reset = async () => {
    if (!onResetDemoData) return;
    setResetState('busy');
    try {
      await onResetDemoData();
      setResetState('done');
    } catch (error) {
      console.error('Reset demo data failed', error);
      setResetState('error');
    }
  };

  return (
    <Drawer side="right" mode="over" width={400} open={open} onOpenChange={onOpenChange}>
      <DrawerTrigger asChild>{trigger}</DrawerTrigger>
      <DrawerContent
        showCloseButton={false}
        aria-describedby={undefined}
        data-slot="settings-drawer"
        className="z-[999]"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex h-20 shrink-0 items-center gap-3 bg-primary px-6 text-primary-foreground">
          <Icon name="heroicons_solid:cog-8-tooth" size="lg" />
          <DrawerTitle className="text-xl font-semibold">{t('settings.title')}</DrawerTitle>
          <DrawerClose
            aria-label={t('settings.close')}
            className="ms-auto rounded-full p-2 outline-none hover:bg-overlay/10 focus-visible:ring-2 focus-visible:ring-primary-foreground"
          >
            <Icon name="heroicons_outline:x-mark" size="md" />
          </DrawerClose>
        </div>
        <DrawerBody className="flex flex-col gap-8 p-6">
          <section aria-labelledby="settings-theme">
            <h3 id="settings-theme" className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{t('settings.theme')}</h3>
            <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {themes.map(({ id, label, swatch }) => {
                const selected = config.theme === id;
                return (
                  <button
                    key={id}
                    type="button"
                    aria-pressed={selected}
                    data-theme-choice={id}
                    onClick={() => setConfig({ theme: id })}
                    className={cn('flex items-center gap-2 rounded-full bg-hover px-4 py-3 text-sm font-medium', CHOICE, selected && 'ring-2 ring-primary')}
                  >
                    {/* The dot shows the theme's own primary (its data-theme), or the swatch the app gives. */}
                    <span
                      data-theme={swatch ? undefined : id}
                      className={cn('size-3 shrink-0 rounded-full', !swatch && 'bg-primary')}
                      style={swatch ? { backgroundColor: swatch } : undefined}
                      aria-hidden="true"
                    />
                    {label === undefined ? t(`themes.${id}`) : t(`themes.${id}`, { defaultValue: label })}
                  </button>
                );
              })}
            </div>
          </section>

          <section aria-labelledby="settings-scheme">
            <h3 id="settings-scheme" className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{t('settings.scheme')}</h3>
            <div className="mt-4 grid grid-cols-3 gap-3">
              {SCHEMES.map((scheme) => {
                const selected = config.scheme === scheme;
                const button = (
                  <button
                    key={scheme}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setConfig({ scheme })}
                    className={cn('flex items-center justify-center gap-2 rounded-full bg-hover px-3 py-3 text-sm font-medium', CHOICE, selected && 'ring-2 ring-primary')}
                  >
                    <Icon name={SCHEME_ICONS[scheme]} size="md" className="text-hint" />
                    {t(`settings.${scheme}`)}
                  </button>
                );
                if (scheme !== 'auto') return button;
                return (
                  <Tooltip key={scheme}>
                    <TooltipTrigger asChild>{button}</TooltipTrigger>
                    <TooltipContent>
                      {t('settings.autoTooltip', { defaultValue: 'Follows your operating system’s light or dark setting (prefers-color-scheme)' })}
                    </TooltipContent>
                  </Tooltip>
                );
              })}
            </div>
          </section>

          <section aria-labelledby="settings-layout">
            <h3 id="settings-layout" className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{t('settings.layout')}</h3>
            {layoutSource !== 'config' && layout !== config.layout ? (
              <p data-slot="settings-layout-override" className="mt-2 text-sm text-muted-foreground">
                {t(layoutSource === 'query' ? 'settings.layoutFromLink' : 'settings.layoutFromRoute', { layout: t(`layouts.${layout}`) })}
              </p>
            ) : null}
            <div className="mt-4 grid grid-cols-3 gap-4">
              {LAYOUTS.map((name) => {
                const selected = config.layout === name;
                return (
                  <button
                    key={name}
                    type="button"
                    aria-pressed={selected}
                    data-layout-choice={name}
                    onClick={() => chooseLayout(name)}
                    className={cn('flex flex-col items-center gap-1.5 rounded-md p-1 text-xs font-medium text-muted-foreground', CHOICE, selected && 'text-primary')}
                  >
                    <LayoutThumbnail layout={name} className={cn(selected && 'border-2 border-primary')} />
                    {t(`layouts.${name}`)}
                  </button>
                );
              })}
            </div>
          </section>

          {onResetDemoData ? (
            <section className="border-t border-border pt-6">
              <ConfirmDialog
                open={resetState === 'confirm'}
                onOpenChange={(next) => setResetState(next ? 'confirm' : 'idle')}
                onResult={(result) => (result === 'confirmed' ? void reset() : setResetState('idle'))}
                title={t('settings.resetDemoData')}
                message={t('settings.resetDemoDataConfirm')}
                confirmLabel={t('settings.resetDemoData')}
                cancelLabel={t('shortcuts.cancel')}
              >
                <Button variant="outline" className="w-full" disabled={resetState === 'busy'} aria-busy={resetState === 'busy' || undefined}>
                  <Icon name="heroicons_outline:arrow-path" size="md" />
                  {t('settings.resetDemoData')}
                </Button>
              </ConfirmDialog>
              <p role="status" className="mt-2 min-h-5 text-sm text-muted-foreground">
                {resetState === 'done'
                  ? t('settings.resetDone', { defaultValue: 'Demo data restored.' })
                  : resetState === 'error'
                    ? t('settings.resetFailed', { defaultValue: 'Could not reset the demo data. Try again.' })
                    : ''}
              </p>
            </section>
          ) : null}
        </DrawerBody>
      </DrawerContent>
    </Drawer>
  );
}
