import { FUEL_MESSAGES } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { formValuesOf, fuelTransactionForm } from './fuel-transaction-form';

describe('the fuel transaction form', () => {
  it('says an empty quantity and price are required, with their ranges, on their own boxes', () => {
    const result = fuelTransactionForm.safeParse(formValuesOf(null, []));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({
      unit_quantity: 'Quantity is required (0.01 to 100000)',
      price_per_unit: 'Price per unit is required (0.01 to 10000)',
    });
    expect(Object.values(messages)).not.toContain('Invalid input');
  });

  it('refuses a quantity and price whose total is past 999,999.99, on the quantity box', () => {
    const values = {
      ...formValuesOf(null, []),
      transaction_date: '2025-03-04',
      purchased_item: 'ULSD',
      unit_quantity: '100000',
      price_per_unit: '10000',
    };
    const result = fuelTransactionForm.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [String(i.path[0]), i.message])).toEqual([
      ['unit_quantity', FUEL_MESSAGES.totalRange],
    ]);
    expect(fuelTransactionForm.safeParse({ ...values, price_per_unit: '9.9999' }).success).toBe(true);
  });
});
