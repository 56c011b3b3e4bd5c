import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CharacterCount, Pagination } from '@hotel/ui';
import { ShellUiStrings } from './shell-ui-strings';

/** What the primitives write themselves, in the user's language (ShellProviders renders ShellUiStrings). */
function Primitives() {
  return (
    <ShellUiStrings>
      <div className="flex flex-col gap-4 p-4">
        <Pagination page={2} total={1234} pageSize={10} onPageChange={() => {}} />
        <CharacterCount length={1980} max={2000} />
      </div>
    </ShellUiStrings>
  );
}

const meta = {
  title: 'Shell/i18n/ShellUiStrings',
  component: Primitives,
} satisfies Meta<typeof Primitives>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English: the primitives' own texts, numbers grouped the English way. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('11–20 of 1,234');
  },
};

/** Türkçe: the shell's Turkish, numbers grouped the Turkish way. */
export const Turkish: Story = {
  globals: { language: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sayfalama' })).toHaveTextContent('11–20 / 1.234');
    await expect(canvas.getByRole('button', { name: 'Sonraki sayfa' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="character-count"]')).toHaveTextContent(/karakter$/);
  },
};
