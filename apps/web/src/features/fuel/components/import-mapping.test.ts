import { describe, expect, it } from 'vitest';
import { mappingGaps, mappingToSend } from './import-mapping';

describe('the import mapping', () => {
  it('leaves out empty choices and empty fixed values, and trims fixed values', () => {
    expect(
      mappingToSend({
        transaction_date: 'Date',
        card: '',
        purchased_item: { value: ' ULSD ' },
        location: { value: ' ' },
      }),
    ).toEqual({ transaction_date: 'Date', purchased_item: { value: 'ULSD' } });
  });

  it('names the fields still missing, price or amount being one choice', () => {
    expect(mappingGaps({})).toEqual([
      'Transaction date',
      'Purchased item',
      'Quantity (gallons)',
      'Price per unit or Total amount',
    ]);
    expect(
      mappingGaps({ transaction_date: 'D', purchased_item: { value: 'ULSD' }, unit_quantity: 'Q', total_amount: 'A' }),
    ).toEqual([]);
  });
});
