import { expect, waitFor, within } from 'storybook/test';

/** An amount as the screens show it ('$1,234.50', '-$3.00', '$80.00 Cr', '$12.00 Dr') in signed cents (Cr negative); 0 for a blank. */
export function cents(text: string): number {
  const value = text.trim();
  if (!value) return 0;
  const match = /^(-)?\$([\d,]+)\.(\d{2})(?: (Dr|Cr))?$/.exec(value);
  if (!match) throw new Error(`Not an amount: "${value}"`);
  const amount = Number(match[2]?.replace(/,/g, '')) * 100 + Number(match[3]);
  return (match[1] || match[4] === 'Cr' ? -1 : 1) * amount;
}

/** The cells' text of a table's body rows. */
export function bodyRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/** Waits until a table has answered (no skeleton rows) and holds more than `min` body rows. */
export async function answeredTable(table: HTMLElement, min = 0): Promise<HTMLElement> {
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(min + 1));
  return table;
}

/**
 * Checks a ledger table (Date, Entry, Reference, Description, Debit, Credit, Balance): every line's
 * balance is the previous balance plus its debit minus its credit, starting from the opening row.
 * Returns the number of lines checked.
 */
export function expectRunningBalances(table: HTMLElement): number {
  let balance: number | undefined;
  let lines = 0;
  for (const cells of bodyRows(table)) {
    const [, entry = '', , description = '', debit = '', credit = '', shown = ''] = cells;
    if (description.startsWith('Opening balance')) balance = cents(shown);
    else if (entry.startsWith('JE-') && balance !== undefined) {
      balance += cents(debit) - cents(credit);
      if (cents(shown) !== balance) throw new Error(`Running balance of ${entry} is ${shown}, expected ${balance / 100}`);
      lines++;
    } else if (description.startsWith('Closing balance') && balance !== undefined && cents(shown) !== balance) {
      throw new Error(`Closing balance ${shown}, expected ${balance / 100}`);
    }
  }
  return lines;
}
