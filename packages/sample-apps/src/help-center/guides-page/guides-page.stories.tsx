import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BASE, helpCenterMeta, helpScenario } from '../help-center.stories-kit';
import { GuidesPage } from './guides-page';

const meta = {
  title: 'Apps/HelpCenter/Guides',
  component: GuidesPage,
  ...helpCenterMeta,
  parameters: { ...helpCenterMeta.parameters, url: `${BASE}/guides` },
} satisfies Meta<typeof GuidesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
/** The category sections (the Toaster is a region too, so keep only sections). */
const categories = async () => {
  await body().findAllByRole('heading', { level: 2 });
  return body().getAllByRole('region').filter((r) => r.tagName === 'SECTION');
};

export const Default: Story = {
  play: async () => {
    const viewAll = await body().findAllByRole('link', { name: /View All/ });
    // 'View All' only on categories with more guides than shown.
    for (const link of viewAll) {
      const section = link.closest('section');
      if (!section) throw new Error('no section');
      const total = Number(/\((\d+)\)/.exec(link.textContent ?? '')?.[1]);
      await expect(within(section).getAllByRole('listitem').length).toBeLessThan(total);
    }
    const first = viewAll[0];
    if (!first) throw new Error('no View All');
    await userEvent.click(first);
    await expect(await body().findByRole('link', { name: 'Back to Guides' })).toBeInTheDocument();
    await expect(body().queryByRole('link', { name: /View All/ })).not.toBeInTheDocument();
  },
};

export const OpenGuideAndNext: Story = {
  play: async () => {
    const sections = await categories();
    const firstSection = sections[0];
    if (!firstSection) throw new Error('no category');
    const guides = within(firstSection).getAllByRole('listitem');
    const first = within(guides[0] as HTMLElement).getByRole('link');
    const second = within(guides[1] as HTMLElement).getByRole('link');
    await userEvent.click(first);
    await expect(await body().findByRole('heading', { level: 1, name: first.textContent ?? '' })).toBeInTheDocument();
    const next = await body().findByRole('link', { name: new RegExp(`Next.*${second.textContent ?? ''}`) });
    await userEvent.click(next);
    await expect(await body().findByRole('heading', { level: 1, name: second.textContent ?? '' })).toBeInTheDocument();
  },
};

export const HostileHtml: Story = {
  parameters: {
    url: `${BASE}/guides`,
    msw: { handlers: { helpCenter: helpScenario('html') } },
    // The hostile payload's own <img> has no alt: a content fault of the data, not of the page.
    a11y: { config: { rules: [{ id: 'image-alt', enabled: false }] } },
  },
  play: async () => {
    const sections = await categories();
    const link = within(sections[0] as HTMLElement).getAllByRole('link')[0];
    if (!link) throw new Error('no guide');
    await userEvent.click(link);
    const article = await body().findByRole('article');
    await expect(article.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: { helpCenter: helpScenario('longText') } } },
  play: async () => {
    const sections = await categories();
    const link = within(sections[0] as HTMLElement).getAllByRole('link')[0];
    if (!link) throw new Error('no guide');
    await userEvent.click(link);
    await body().findByRole('article');
  },
};

export const UnknownCategory: Story = {
  parameters: { url: `${BASE}/guides/nope` },
  play: async () => {
    await expect(await body().findByText('This category does not exist')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { helpCenter: helpScenario('empty') } } },
  play: async () => {
    await expect(await body().findByText('There are no guides yet')).toBeInTheDocument();
  },
};
