import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory, appStoryParameters } from '../../testing';
import { exampleRoutes } from '../routes';
import { ExamplePage } from './example-page';

const meta = {
  title: 'Apps/Example/Page',
  component: ExamplePage,
  parameters: { ...appStoryParameters },
  render: () => <AppStory routes={exampleRoutes} basePath="/example" />,
} satisfies Meta<typeof ExamplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await within(document.body).findByText('Activities in the feed')).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
