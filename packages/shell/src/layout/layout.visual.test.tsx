import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { page } from 'vitest/browser';
import { beforeAll, expect, test } from 'vitest';
import { renderStory } from '../../../../scripts/visual';
import { ConfigProvider } from '../config/config-provider';
import { createI18n, whenI18nReady } from '../i18n';
import { visibleItems } from '../navigation/model';
import { NavigationProvider } from '../navigation/navigation-provider';
import { navigationFixture } from '../navigation/components/fixtures';
import { VerticalNavigation } from '../navigation/components/vertical';
import { ShellLayout } from './layout';
import { DemoPage, placeholderSlots } from './layout-demo';

const i18n = createI18n({ language: 'en' });

beforeAll(async () => {
  await whenI18nReady(i18n);
  await page.viewport(1280, 800);
});

function Shell({ children, layout }: { children: ReactNode; layout: 'classy' | 'modern' }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/front-office/guests/bills']}>
        <ConfigProvider storageKey={null} applyToDocument={false} defaultConfig={{ layout }}>
          <NavigationProvider items={navigationFixture()}>{children}</NavigationProvider>
        </ConfigProvider>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** Waits until every icon set has loaded (icons render a placeholder meanwhile). */
async function iconsLoaded() {
  await expect.poll(() => document.querySelectorAll('[data-slot="icon"][data-state="loading"]').length).toBe(0);
}

test.each(['classy', 'modern'] as const)('%s layout (light, desktop)', async (layout) => {
  await renderStory(
    <div className="w-[1240px]">
      <Shell layout={layout}>
        <ShellLayout {...placeholderSlots}>
          <DemoPage lines={3} />
        </ShellLayout>
      </Shell>
    </div>,
  );
  await iconsLoaded();
  // The footer shows the current year: masked so the reference image stays valid next year.
  const footer = page.getByRole('contentinfo');
  await expect
    .element(page.getByTestId('visual-root'))
    .toMatchScreenshot(`layout-${layout}-light-desktop`, { screenshotOptions: { mask: layout === 'classy' ? [] : [footer] } });
});

test.each(['default', 'compact', 'thin'] as const)('vertical navigation, %s appearance', async (appearance) => {
  await renderStory(
    <Shell layout="classy">
      <div className="flex h-[640px]">
        <VerticalNavigation inner items={visibleItems(navigationFixture())} appearance={appearance} className="dark bg-background text-foreground" />
      </div>
    </Shell>,
  );
  await iconsLoaded();
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`vertical-navigation-${appearance}`);
});
