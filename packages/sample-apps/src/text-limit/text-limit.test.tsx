import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelsDialog } from '../notes/labels-dialog';
import { Composer } from '../chat/chat-page/composer';
import { overLimit, tooLongMessage } from './text-limit';

describe('overLimit and tooLongMessage', () => {
  it('counts characters, the limit itself allowed', () => {
    expect(overLimit('x'.repeat(60), 60)).toBe(false);
    expect(overLimit('x'.repeat(61), 60)).toBe(true);
    expect(tooLongMessage('The message', 100_000)).toBe('The message is too long: at most 100,000 characters.');
  });
});

describe('a limited inline control (notes labels)', () => {
  const renderDialog = () => {
    const createLabel = vi.fn(async () => true);
    render(<LabelsDialog open onOpenChange={() => {}} labels={[]} createLabel={createLabel} renameLabel={vi.fn()} deleteLabel={vi.fn()} />);
    return { createLabel, field: screen.getByRole('textbox', { name: 'New label' }) };
  };

  it('shows no count well within the limit', async () => {
    const { field } = renderDialog();
    await userEvent.type(field, 'Work');
    expect(screen.queryByText(/characters$/)).toBeNull();
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a pasted text whole, counts it, marks it and refuses it', async () => {
    const { createLabel, field } = renderDialog();
    field.focus();
    await userEvent.paste('x'.repeat(75));
    expect(field).toHaveValue('x'.repeat(75));
    const count = screen.getByText('75 / 60 characters');
    expect(field).toHaveAttribute('aria-describedby', count.id);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(createLabel).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace>15/}');
    expect(screen.getByText('60 / 60 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(createLabel).toHaveBeenCalledWith('x'.repeat(60));
  });
});

describe('the chat composer', () => {
  it('refuses a message over 2,000 characters and keeps it', async () => {
    const onSend = vi.fn(async () => true);
    render(<Composer onSend={onSend} contactName="Ayşe" />);
    const field = screen.getByRole('textbox', { name: 'Message to Ayşe' });
    field.focus();
    await userEvent.paste('y'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('y'.repeat(2001));
  });
});
