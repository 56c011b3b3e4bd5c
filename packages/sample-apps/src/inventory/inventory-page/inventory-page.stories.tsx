import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appLocation, appStoryParameters, keepDraft, keptDraft, scenarios } from '../../testing';
import { productDraftId } from '../product-form/product-form';
import { inventoryRoutes } from '../routes';
import { InventoryPage } from './inventory-page';

const scenario = (name: string) => {
  const handlers = scenarios.inventory?.[name];
  if (!handlers) throw new Error(`no inventory scenario ${name}`);
  return handlers;
};

const BASE = '/apps/ecommerce/inventory';

const meta = {
  title: 'Apps/Inventory/Products',
  component: InventoryPage,
  parameters: { ...appStoryParameters },
  render: (_args, { parameters }) => <AppStory routes={inventoryRoutes} basePath={BASE} initialPath={String(parameters.url ?? BASE)} />,
} satisfies Meta<typeof InventoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async () => within(document.body).findByRole('table');

export const Default: Story = {
  play: async () => {
    const body = within(document.body);
    const grid = await table();
    // 10 rows per page by default, sorted by name ascending.
    await expect(within(grid).getAllByRole('row')).toHaveLength(11);
    await expect(body.getByRole('columnheader', { name: /name/i })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const SortAndPage: Story = {
  play: async () => {
    const body = within(document.body);
    await table();
    await userEvent.click(body.getByRole('button', { name: /^price/i }));
    await waitFor(() => expect(body.getByRole('columnheader', { name: /price/i })).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(body.getByRole('button', { name: /^price/i }));
    await waitFor(() => expect(body.getByRole('columnheader', { name: /price/i })).toHaveAttribute('aria-sort', 'descending'));
    const next = body.getByRole('button', { name: /next/i });
    await waitFor(() => expect(body.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(body.getByText(/11\s*[–-]\s*20 of/)).toBeInTheDocument());
    await expect(appLocation()).toContain('page=2');
    await expect(appLocation()).toContain('sort=price&order=desc');
  },
};

export const Search: Story = {
  play: async () => {
    const body = within(document.body);
    const grid = await table();
    const first = within(grid).getAllByRole('row')[1]?.textContent ?? '';
    await userEvent.type(body.getByRole('searchbox', { name: 'Search products' }), 'zzzz-no-such-watch');
    await expect(await body.findByText('There are no products!')).toBeInTheDocument();
    await userEvent.clear(body.getByRole('searchbox', { name: 'Search products' }));
    await waitFor(() => expect(within(document.body).getAllByRole('row')[1]?.textContent).toBe(first));
  },
};

export const EditProduct: Story = {
  play: async () => {
    const body = within(document.body);
    const grid = await table();
    const open = within(grid).getAllByRole('button', { name: /^Open / })[0];
    if (!open) throw new Error('no product row');
    await userEvent.click(open);
    const form = await body.findByRole('form');
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(name, 'Renamed watch');
    const base = within(form).getByRole('textbox', { name: 'Base price' });
    const tax = within(form).getByRole('textbox', { name: 'Tax percent' });
    await userEvent.clear(base);
    await userEvent.type(base, '100');
    await userEvent.clear(tax);
    await userEvent.type(tax, '20');
    await expect(within(form).getByRole('status', { name: /price/i })).toHaveTextContent('$120.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await expect(await body.findByText('Product updated')).toBeInTheDocument();
    await expect(within(grid).getByText('Renamed watch')).toBeInTheDocument();
  },
};

/** Opens the first product row; answers its form, name, id and its toggle's label. */
async function openFirstProduct() {
  const body = within(document.body);
  const grid = await table();
  const open = within(grid).getAllByRole('button', { name: /^Open / })[0];
  if (!open) throw new Error('no product row');
  const name = (open.getAttribute('aria-label') ?? '').replace(/^Open /, '');
  await userEvent.click(open);
  const form = await body.findByRole('form', { name: `Edit ${name}` });
  await waitFor(() => expect(appLocation()).toMatch(/[?&]product=/));
  const id = new URLSearchParams(appLocation().split('?')[1]).get('product') ?? '';
  return { form, name, id };
}

/**
 * An unsaved edit, then the row's close button: the shell asks first. Stay keeps the row open with
 * the edit (kept as a draft); Leave closes it, and the draft is forgotten.
 */
export const UnsavedEditAsksBeforeClosing: Story = {
  play: async () => {
    const body = within(document.body);
    const { form, name, id } = await openFirstProduct();
    const field = within(form).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(field, ' (display)');
    await waitFor(() => expect(keptDraft(BASE, productDraftId(id))).toMatchObject({ name: `${name} (display)` }));
    await userEvent.click(body.getByRole('button', { name: `Close ${name}` }));
    let question = await body.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(appLocation()).toContain(`product=${id}`);
    await expect(field).toHaveValue(`${name} (display)`);
    await userEvent.click(body.getByRole('button', { name: `Close ${name}` }));
    question = await body.findByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(body.queryByRole('form')).toBeNull());
    await expect(appLocation()).not.toContain('product=');
    await expect(keptDraft(BASE, productDraftId(id))).toBeNull();
  },
};

/** A product's edit kept when the session expired comes back when it opens again, with a notice; Update saves it and forgets the draft. */
export const RestoredEdit: Story = {
  play: async () => {
    const body = within(document.body);
    const first = await openFirstProduct();
    await userEvent.click(body.getByRole('button', { name: `Close ${first.name}` }));
    await waitFor(() => expect(body.queryByRole('form')).toBeNull());
    keepDraft(BASE, productDraftId(first.id), { name: 'Renamed watch', stock: '42' });
    await userEvent.click(body.getByRole('button', { name: `Open ${first.name}` }));
    const form = await body.findByRole('form', { name: `Edit ${first.name}` });
    await expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Renamed watch');
    await expect(within(form).getByRole('textbox', { name: 'Stock' })).toHaveValue('42');
    await expect(within(form).getByText(/^Your unsaved input from .+ was restored\.$/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await expect(await body.findByText('Product updated')).toBeInTheDocument();
    await expect(keptDraft(BASE, productDraftId(first.id))).toBeNull();
    await expect(within(form).queryByText(/was restored/)).toBeNull();
  },
};

/** Deleting a product with an unsaved edit asks only about the delete: the edit goes with the product. */
export const DeleteWithUnsavedEdit: Story = {
  play: async () => {
    const body = within(document.body);
    const { form, name, id } = await openFirstProduct();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), ' (old)');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.queryByRole('form')).toBeNull());
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await expect(appLocation()).not.toContain('product=');
    await expect(body.queryByRole('button', { name: `Open ${name}` })).toBeNull();
    await expect(keptDraft(BASE, productDraftId(id))).toBeNull();
  },
};

export const CreateAndDeleteTag: Story = {
  play: async () => {
    const body = within(document.body);
    const grid = await table();
    const open = within(grid).getAllByRole('button', { name: /^Open / })[0];
    if (!open) throw new Error('no product row');
    await userEvent.click(open);
    const form = await body.findByRole('form');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Filter or create tags' }), 'Limited edition');
    await userEvent.click(within(form).getByRole('button', { name: 'Create "Limited edition"' }));
    const created = await within(form).findByRole('checkbox', { name: 'Limited edition' });
    await expect(created).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Delete tag Limited edition' }));
    await waitFor(() => expect(within(form).queryByRole('checkbox', { name: 'Limited edition' })).not.toBeInTheDocument());
  },
};

export const AddAndDelete: Story = {
  play: async () => {
    const body = within(document.body);
    await table();
    await userEvent.click(body.getByRole('button', { name: 'Add' }));
    const form = await body.findByRole('form', { name: 'Edit A New Product' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to remove this product?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.queryByText('A New Product')).not.toBeInTheDocument());
  },
};

export const DeleteCancelledWithEscape: Story = {
  play: async () => {
    const body = within(document.body);
    const grid = await table();
    const open = within(grid).getAllByRole('button', { name: /^Open / })[0];
    if (!open) throw new Error('no product row');
    await userEvent.click(open);
    const form = await body.findByRole('form');
    const del = within(form).getByRole('button', { name: 'Delete' });
    await userEvent.click(del);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(form).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { inventory: scenario('empty') } } },
  play: async () => {
    await expect(await within(document.body).findByText('There are no products!')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { inventory: scenario('loading') } } },
  play: async () => {
    await expect(await within(document.body).findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { inventory: scenario('error') } } },
  play: async () => {
    await expect(await within(document.body).findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

export const Many: Story = {
  parameters: { url: `${BASE}?size=100&page=3`, msw: { handlers: { inventory: scenario('many') } } },
  play: async () => {
    await expect(await within(document.body).findByText(/201\s*[–-]\s*300 of 10,?000/)).toBeInTheDocument();
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: { inventory: scenario('longText') } } },
  play: async () => {
    await table();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const grid = await table();
    await expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
  },
};

export const Dark: Story = {
  parameters: { scheme: 'dark' },
  play: async () => {
    await table();
  },
};
