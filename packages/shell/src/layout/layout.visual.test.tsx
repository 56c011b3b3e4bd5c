import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { page, userEvent } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderStory } from '../../../../scripts/visual';
import { ConfigProvider } from '../config/config-provider';
import type { Layout } from '../config/types';
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

function Shell({ children, layout }: { children: ReactNode; layout: Layout }) {
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

/** The frame of `layout` with the placeholder tools, the fixture menu and a short page. */
function frame(layout: Layout, width: number) {
  return (
    <div style={{ width }}>
      <Shell layout={layout}>
        <ShellLayout {...placeholderSlots}>
          <DemoPage lines={3} />
        </ShellLayout>
      </Shell>
    </div>
  );
}

test.each(['thin', 'compact'] as const)('%s layout with its rail (light, desktop)', async (layout) => {
  await renderStory(frame(layout, 1240));
  await iconsLoaded();
  const footer = page.getByRole('contentinfo');
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`layout-${layout}-light-desktop`, { screenshotOptions: { mask: [footer] } });
});

test('thin layout with a flyout open (dark, desktop)', async () => {
  await renderStory(frame('thin', 1240), { scheme: 'dark' });
  await iconsLoaded();
  await userEvent.click(page.getByRole('button', { name: 'Payments' }));
  await expect.element(page.getByRole('region', { name: 'Payments' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot('layout-thin-flyout-dark-desktop', { screenshotOptions: { mask: [footer] } });
});

describe('phone header', () => {
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  // The visual root pads 16 px each side: the frame is the viewport's width minus 32.
  test.each([320, 390] as const)('at %i px: hamburger, search, notifications, More actions and user; nothing sideways', async (viewport) => {
    await page.viewport(viewport, 640);
    await renderStory(frame('classic', viewport - 32));
    await iconsLoaded();
    const header = document.querySelector<HTMLElement>('[data-slot="layout-header"]');
    expect(header!.scrollWidth).toBeLessThanOrEqual(header!.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect.element(page.getByRole('button', { name: 'More actions' })).toBeVisible();
    await expect.element(page.getByRole('banner')).toMatchScreenshot(`header-phone-${viewport}`);
  });

  test('the More actions menu open (dark, 390 px)', async () => {
    await page.viewport(390, 640);
    await renderStory(frame('classic', 358), { scheme: 'dark' });
    await iconsLoaded();
    await userEvent.click(page.getByRole('button', { name: 'More actions' }));
    await expect.element(page.getByRole('menu')).toBeVisible();
    await iconsLoaded();
    // The open menu hides the rest from assistive tech: the footer (its year) is found by its slot.
    const footer = page.elementLocator(document.querySelector('[data-slot="layout-footer"]')!);
    await expect.element(page.getByTestId('visual-root')).toMatchScreenshot('header-phone-menu-dark', { screenshotOptions: { mask: [footer] } });
  });
});
