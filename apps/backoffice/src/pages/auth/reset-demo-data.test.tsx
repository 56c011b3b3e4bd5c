import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InEnglish } from '../in-english.testing';
import { ResetDemoDataFromUrl, ResetDemoDataLink } from './reset-demo-data';

const mock = vi.hoisted(() => ({ enabled: true, reset: vi.fn(async () => undefined) }));
vi.mock('../../mock-api', () => ({ canResetDemoData: () => mock.enabled, resetDemoDataAndReload: mock.reset }));

beforeEach(() => {
  mock.enabled = true;
  mock.reset.mockClear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe("'Reset demo data' signed out", () => {
  it('the sign-in footer link resets only after the confirmation', async () => {
    const user = userEvent.setup();
    render(<ResetDemoDataLink />, { wrapper: InEnglish });
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(mock.reset).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mock.reset).not.toHaveBeenCalled();
    expect(dialog).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset demo data' });
    await user.click(confirm);
    expect(mock.reset).toHaveBeenCalledTimes(1);
  });

  it('?reset-demo-data on any URL asks, then resets; the parameter leaves the URL', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/apps/notes?reset-demo-data&x=1');
    render(<ResetDemoDataFromUrl />, { wrapper: InEnglish });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('will be lost');
    expect(window.location.search).toBe('?x=1');
    expect(mock.reset).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(mock.reset).toHaveBeenCalledTimes(1);
  });

  it('?reset-demo-data cancelled resets nothing; without the parameter or the mock API nothing opens', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/sign-in?reset-demo-data');
    const { unmount } = render(<ResetDemoDataFromUrl />, { wrapper: InEnglish });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(mock.reset).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();
    window.history.replaceState(null, '', '/sign-in');
    render(<ResetDemoDataFromUrl />, { wrapper: InEnglish });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    mock.enabled = false;
    window.history.replaceState(null, '', '/sign-in?reset-demo-data');
    const { container } = render(<><ResetDemoDataFromUrl /><ResetDemoDataLink /></>, { wrapper: InEnglish });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
