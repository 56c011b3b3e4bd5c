import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { basketTotals, type BasketLine } from './basket';
import { BasketPanel } from './basket-panel';

// The panel's words come from the hotel namespace (English: its keys are the text).
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { hotel: {} } }, ns: ['hotel'], interpolation: { escapeValue: false } });

const line: BasketLine = { stock: 's1', name: 'Peanuts 100g', unitCents: 250, quantity: 2, discount: null };

function renderPanel() {
  const onQuantity = vi.fn();
  const onDiscount = vi.fn();
  render(<BasketPanel lines={[line]} totals={basketTotals([line])} onQuantity={onQuantity} onDiscount={onDiscount} onRemove={vi.fn()} actions={null} />);
  return { onQuantity, onDiscount };
}

describe('BasketPanel fields', () => {
  it('applies a typed quantity on Enter, clamped, and ignores what is not a number', async () => {
    const { onQuantity } = renderPanel();
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Peanuts 100g' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5{Enter}');
    expect(onQuantity).toHaveBeenLastCalledWith(0, 5);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'abc');
    await userEvent.tab();
    expect(onQuantity).toHaveBeenCalledTimes(1);
    // The draft is dropped: the field shows the line's quantity again.
    expect(quantity).toHaveValue('2');
  });

  it('applies a discount on leaving the field; a refused one keeps the draft and says why', async () => {
    const { onDiscount } = renderPanel();
    const discount = screen.getByRole('textbox', { name: 'Discount on Peanuts 100g' });
    await userEvent.type(discount, '9');
    await userEvent.tab();
    expect(onDiscount).not.toHaveBeenCalled();
    expect(discount).toHaveValue('9');
    expect(discount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toBeVisible();
    await userEvent.clear(discount);
    await userEvent.type(discount, '10%{Enter}');
    expect(onDiscount).toHaveBeenLastCalledWith(0, { kind: 'percent', percent: 10 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
