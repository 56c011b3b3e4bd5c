import type { ConfirmOptions } from '@hotel/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '../auth/auth-provider';
import { SessionLockHost } from '../auth/session-lock-dialog/session-lock-host';
import { ConfigProvider } from '../config/config-provider';
import type { ShellConfig, ThemeOption } from '../config/types';
import { ShellDataSourcesProvider } from '../data-sources/data-sources-context';
import type { UserMenuConfig } from '../header/user-menu/user-menu-config';
import { UserMenuConfigProvider } from '../header/user-menu/user-menu-config-context';
import { HttpClientProvider } from '../http/http-client-provider';
import { LanguageProvider } from '../i18n/language-provider';
import { ShellUiStrings } from '../i18n/shell-ui-strings';
import { NavigationProvider } from '../navigation/navigation-provider';
import type { ShellNavigationItem } from '../navigation/types';
import { ShellConfirmProvider } from './shell-confirm-provider';
import { createShellServices, type CreateShellServicesOptions, type ShellServices } from './shell-services';

export interface ShellProvidersProps extends CreateShellServicesOptions {
  /** Ready-made services (createShellServices); otherwise they are created once from the other props. */
  services?: ShellServices;
  /** Controlled appearance config. */
  config?: ShellConfig;
  /** Initial appearance when uncontrolled (the remembered config wins). */
  defaultConfig?: Partial<ShellConfig>;
  /** Called on every appearance change. */
  onConfigChange?: (config: ShellConfig) => void;
  /** localStorage key of the config; null to not remember (stories). */
  configStorageKey?: string | null;
  /** Write the appearance on `<html>` (data-layout, data-theme, dark class). Default true. */
  applyConfigToDocument?: boolean;
  /** The themes users can choose (ConfigProvider `themes`); default the six built-in (`DEFAULT_THEMES`). */
  themes?: readonly ThemeOption[];
  /** The navigation tree. */
  navigation?: ShellNavigationItem[];
  /** Run the start-up token check on mount. Default true (a no-op if the app already ran it). */
  initAuth?: boolean;
  /** Shown until the first language is loaded. */
  fallback?: ReactNode;
  /** Defaults for every `useConfirm()` dialog, over the translated title, message and labels. */
  confirmDefaults?: ConfirmOptions;
  /**
   * The user menu's items and sign-out action (every `UserMenu` below; its own props win). Default:
   * Profile, Settings, Change Password, and Sign out as a link to '/sign-out'.
   */
  userMenu?: UserMenuConfig;
  children?: ReactNode;
}

/**
 * Everything the shell needs, composed once: Config → Language (i18n) → the primitives' texts in
 * that language (ShellUiStrings) → HTTP client → data sources
 * → Auth → Navigation → user menu config → Confirm (@hotel/ui's ConfirmProvider with translated texts, so `useConfirm()` works
 * everywhere below), and the unlock prompt of an expired session (SessionLockHost). Router-agnostic: the session-expiry redirect is a callback. Used by the app and by
 * Storybook decorators.
 */
export function ShellProviders({
  services: given,
  config,
  defaultConfig,
  onConfigChange,
  configStorageKey,
  applyConfigToDocument,
  themes,
  navigation,
  initAuth = true,
  fallback,
  confirmDefaults,
  userMenu,
  children,
  onUnauthorized,
  ...serviceOptions
}: ShellProvidersProps) {
  const [services] = useState<ShellServices>(() => given ?? createShellServices(serviceOptions));

  useEffect(() => {
    if (onUnauthorized) return services.onSessionExpired(onUnauthorized);
  }, [services, onUnauthorized]);

  useEffect(() => {
    if (initAuth) void services.session.initAuth();
  }, [initAuth, services]);

  return (
    <ConfigProvider config={config} defaultConfig={defaultConfig} onConfigChange={onConfigChange} storageKey={configStorageKey}
      applyToDocument={applyConfigToDocument} themes={themes}
    >
      <LanguageProvider i18n={services.i18n} fallback={fallback}>
        <ShellUiStrings>
          <HttpClientProvider client={services.client}>
            <ShellDataSourcesProvider sources={services.dataSources}>
              <AuthProvider session={services.session}>
                <NavigationProvider items={navigation}>
                  <UserMenuConfigProvider config={userMenu}>
                    <ShellConfirmProvider defaults={confirmDefaults}>
                      {children}
                      <SessionLockHost lock={services.lock} />
                    </ShellConfirmProvider>
                  </UserMenuConfigProvider>
                </NavigationProvider>
              </AuthProvider>
            </ShellDataSourcesProvider>
          </HttpClientProvider>
        </ShellUiStrings>
      </LanguageProvider>
    </ConfigProvider>
  );
}
