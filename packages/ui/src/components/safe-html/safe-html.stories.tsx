import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: { html: 'Booking <b>#1042</b> for <mark>Ada Lovelace</mark> — <a href="https://example.com/b/1042" target="_blank">open</a>', profile: 'inline' },
  argTypes: { profile: { control: 'inline-radio', options: ['inline', 'rich'] } },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'open' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const RichDocument: Story = {
  args: {
    profile: 'rich',
    html: `<h2>Late check-out policy</h2>
<p>Guests may stay until <strong>14:00</strong> on request. Ask the <a href="/front-desk">front desk</a> or call <a href="tel:+905551112233">+90 555 111 22 33</a>.</p>
<ul><li>Free for loyalty members</li><li>Half-day rate otherwise</li></ul>
<blockquote>Always confirm with housekeeping first.</blockquote>
<table><thead><tr><th scope="col">Until</th><th scope="col">Charge</th></tr></thead><tbody><tr><td>14:00</td><td>Free</td></tr><tr><td>18:00</td><td>50%</td></tr></tbody></table>
<pre><code>PMS &gt; Folio &gt; Extend</code></pre>`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Late check-out policy' })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
  },
};

export const AttackPayload: Story = {
  args: {
    profile: 'rich',
    html: `<p>Hello</p><img src=x alt="" onerror="window.__storyXss=1"><script>window.__storyXss=1</script><a href="javascript:window.__storyXss=1">click</a><svg onload="window.__storyXss=1"></svg><iframe srcdoc="<script>parent.__storyXss=1</script>"></iframe>`,
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await waitFor(() => expect(root.textContent).toContain('Hello'));
    // Every image loaded or broken, then its queued load or error event dispatched: a payload that could run has run.
    await waitFor(() => expect([...root.querySelectorAll('img')].filter((image) => !image.complete)).toEqual([]));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await expect((window as Window & { __storyXss?: number }).__storyXss).toBeUndefined();
    await expect(root.querySelector('script, iframe, svg, [onerror], [onload]')).toBeNull();
    await expect(within(canvasElement).getByText('click')).not.toHaveAttribute('href');
  },
};

export const LongText: Story = {
  args: {
    profile: 'rich',
    html: `<p>${'The guest requested a quiet room away from the elevator, with an extra pillow and a late breakfast. '.repeat(8)}</p><p>Averyveryverylongunbrokenreferencecode_ABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789_that_must_wrap</p>`,
  },
  decorators: [(Story) => <div className="w-96 max-w-full">{Story()}</div>],
};

export const RichDocumentDark: Story = { ...RichDocument, parameters: { scheme: 'dark' } };
