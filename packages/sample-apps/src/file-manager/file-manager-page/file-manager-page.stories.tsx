import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, appStoryParameters, scenarios } from '../../testing';
import { fileManagerRoutes } from '../routes';
import { FileManagerPage } from './file-manager-page';

const BASE = '/apps/file-manager';
const scenario = (name: string) => {
  const handlers = scenarios.fileManager?.[name];
  if (!handlers) throw new Error(`no file-manager scenario ${name}`);
  return handlers;
};

const meta = {
  title: 'Apps/FileManager/Browser',
  component: FileManagerPage,
  parameters: { ...appStoryParameters },
  render: (_args, { parameters }) => <AppStory routes={fileManagerRoutes} basePath={BASE} initialPath={String(parameters.url ?? BASE)} />,
} satisfies Meta<typeof FileManagerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Root: Story = {
  play: async () => {
    await expect(await body().findByText(/\d+ folders?, \d+ files?/)).toBeInTheDocument();
    await expect(body().getByRole('region', { name: 'Folders' })).toBeInTheDocument();
    await expect(body().getByRole('region', { name: 'Files' })).toBeInTheDocument();
  },
};

export const OpenFolderAndBack: Story = {
  play: async () => {
    const folders = await body().findByRole('region', { name: 'Folders' });
    const first = within(folders).getAllByRole('link')[0];
    if (!first) throw new Error('no folder');
    const name = first.querySelector('[title]')?.getAttribute('title') ?? '';
    await userEvent.click(first);
    const trail = await body().findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail).toHaveTextContent(name));
    await userEvent.click(within(trail).getByRole('link', { name: 'File Manager' }));
    await expect(await body().findByText(/\d+ folders?, \d+ files?/)).toBeInTheDocument();
  },
};

export const Details: Story = {
  play: async () => {
    const files = await body().findByRole('region', { name: 'Files' });
    const tile = within(files).getByRole('link', { name: /Crash logs/ });
    await userEvent.click(tile);
    const drawer = await body().findByRole('dialog', { name: 'Crash logs' });
    await expect(within(drawer).getByText('Information')).toBeInTheDocument();
    await expect(within(drawer).getByText('Created By')).toBeInTheDocument();
    const download = within(drawer).getByRole('link', { name: 'Download' });
    await expect(download.getAttribute('href')).toMatch(/^data:text\/plain/);
    await expect(download).toHaveAttribute('download', 'Crash logs.txt');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Crash logs' })).not.toBeInTheDocument());
  },
};

export const DeleteAsksFirst: Story = {
  play: async () => {
    const files = await body().findByRole('region', { name: 'Files' });
    await userEvent.click(within(files).getByRole('link', { name: /Lyrics/ }));
    const drawer = await body().findByRole('dialog', { name: 'Lyrics' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await body().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Are you sure you want to delete “Lyrics”?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(body().getByRole('dialog', { name: 'Lyrics' })).toBeInTheDocument();
  },
};

/** Confirming deletes the file (DELETE api/apps/file-manager?id=): the drawer closes and the tile and count go. */
export const DeleteConfirmed: Story = {
  play: async () => {
    const files = await body().findByRole('region', { name: 'Files' });
    const count = within(files).getAllByRole('link').length;
    await userEvent.click(within(files).getByRole('link', { name: /Lyrics/ }));
    const drawer = await body().findByRole('dialog', { name: 'Lyrics' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Lyrics' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(files).queryByRole('link', { name: /Lyrics/ })).not.toBeInTheDocument());
    await expect(within(files).getAllByRole('link')).toHaveLength(count - 1);
    await expect(await body().findByText(`3 folders, ${count - 1} files`)).toBeInTheDocument();
    await expect(await body().findByText('“Lyrics” deleted')).toBeInTheDocument();
  },
};

/** Deleting a folder removes it and its contents: opening it afterwards says it is not found. */
export const DeleteFolder: Story = {
  parameters: { url: `${BASE}/details/f11e0000-0000-4000-8000-000000000003` },
  play: async () => {
    const drawer = await body().findByRole('dialog', { name: 'Work' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await body().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Delete folder');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const folders = await body().findByRole('region', { name: 'Folders' });
    await waitFor(() => expect(within(folders).queryByRole('link', { name: /Work/ })).not.toBeInTheDocument());
    await expect(await body().findByText(/^2 folders, \d+ files$/)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { fileManager: scenario('empty') } } },
  play: async () => {
    await expect(await body().findByText('0 folders, 0 files')).toBeInTheDocument();
  },
};

export const UnknownFolder: Story = {
  parameters: { url: `${BASE}/folders/no-such-folder` },
  play: async () => {
    await expect(await body().findByText('Folder not found')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { fileManager: scenario('loading') } } },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading files' })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { fileManager: scenario('error') } } },
  play: async () => {
    await expect(await body().findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

export const Many: Story = {
  parameters: { msw: { handlers: { fileManager: scenario('many') } } },
  play: async () => {
    const files = await body().findByRole('region', { name: 'Files' });
    await expect(within(files).getAllByRole('listitem')).toHaveLength(120);
    await userEvent.click(within(files).getByRole('button', { name: 'Show more (1880 more files)' }));
    await expect(within(files).getAllByRole('listitem')).toHaveLength(240);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    await body().findByRole('region', { name: 'Files' });
  },
};
