import { divideDecimals, roundDecimal } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { createMatcher } from '../src/modules/fuel-transactions/matching';
import { decimalText, isoDate } from '../src/modules/fuel-transactions/row-values';

const card = (
  id: number,
  short: number | null,
  last4: string,
  holder: Partial<{ driver_id: number; truck_id: number }> = {},
) => ({
  id,
  short,
  last4,
  hash: `h${id}`,
  driver_id: holder.driver_id ?? null,
  truck_id: holder.truck_id ?? null,
});
const truck = (id: number, unit_number: string, driver: number | null = null) => ({
  id,
  unit_number,
  assigned_driver_id: driver,
});

describe('matching a transaction to its card, truck and driver', () => {
  const match = createMatcher(
    [card(1, 94507, '0541', { driver_id: 70 }), card(2, 12345, '1111'), card(3, 23456, '1111')],
    [truck(10, '685', 71), truck(11, '1685', 72), truck(12, '0042'), truck(13, '12'), truck(14, '212')],
    (digits) => (digits === '7083050000000000541' ? 'h1' : 'none'),
  );
  it('finds a card by full number, short number or a unique last 4; never by an ambiguous last 4', () => {
    expect(match({ card: '7083050000000000541', card_number_short: null, unit: null }).fuel_card_id).toBe(1);
    expect(match({ card: '94507', card_number_short: null, unit: null }).fuel_card_id).toBe(1);
    expect(match({ card: '*0541', card_number_short: null, unit: null }).fuel_card_id).toBe(1);
    expect(match({ card: '*1111', card_number_short: null, unit: null }).fuel_card_id).toBeNull();
  });
  it('tolerates a numeric provider prefix before the unit number, preferring the longest unit', () => {
    expect(match({ card: null, card_number_short: null, unit: '685' })).toMatchObject({ truck_id: 10, driver_id: 71 });
    expect(match({ card: null, card_number_short: null, unit: '9512685' }).truck_id).toBe(10);
    expect(match({ card: null, card_number_short: null, unit: '95121685' }).truck_id).toBe(11);
    expect(match({ card: null, card_number_short: null, unit: '42' }).truck_id).toBe(12);
    expect(match({ card: null, card_number_short: null, unit: 'X685' }).truck_id).toBeNull();
    expect(match({ card: null, card_number_short: null, unit: '3212' }).truck_id).toBe(14);
  });
  it("takes the card holder's driver before the truck's", () => {
    expect(match({ card: '94507', card_number_short: null, unit: '685' })).toMatchObject({
      driver_id: 70,
      truck_id: 10,
    });
  });
});

describe('provider cell values', () => {
  it('keeps exact decimals', () => {
    expect(decimalText('$1,234.50 ')).toBe('1234.50');
    expect(decimalText('$3.529 ')).toBe('3.529');
    expect(decimalText('')).toBeNull();
    expect(decimalText('abc')).toBeInstanceOf(Error);
    expect(roundDecimal('3.12345', 4)).toBe('3.1235');
    expect(roundDecimal('0.995', 2)).toBe('1.00');
    expect(divideDecimals('430.19', '120.5', 4)).toBe('3.5700');
  });
  it('refuses credits and negative amounts as such, with the field’s range', () => {
    const quantity = { label: 'Quantity', min: '0.01', max: '100000' };
    for (const cell of ['-10', '(39.99)', '-$4.50', '$-4.50', '($4.50)', '12.5-', ' -1,200.00 '])
      expect((decimalText(cell, quantity) as Error).message).toBe(
        `"${cell.trim()}" is negative: credits and negative amounts are not imported (Quantity must be between 0.01 and 100000)`,
      );
    expect((decimalText('-10') as Error).message).toBe(
      '"-10" is negative: credits and negative amounts are not imported',
    );
    expect((decimalText('--10', quantity) as Error).message).toBe('"--10" is not a number');
    expect((decimalText('(abc)', quantity) as Error).message).toBe('"(abc)" is not a number');
    expect(decimalText('$', quantity)).toBeNull();
  });
  it('reads dates in the providers shapes', () => {
    expect(isoDate('3/4/2025')).toBe('2025-03-04');
    expect(isoDate('05/11/23  9:37:00 AM')).toBe('2023-05-11');
    expect(isoDate('2025-06-01')).toBe('2025-06-01');
    expect(isoDate('45809')).toBe('2025-06-01');
    expect(isoDate('2/30/2025')).toBeInstanceOf(Error);
    expect(isoDate('00/00/00')).toBeInstanceOf(Error);
  });
});
