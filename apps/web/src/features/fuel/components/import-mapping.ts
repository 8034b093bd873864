import { type ColumnMapping, FUEL_IMPORT_FIELDS, FUEL_IMPORT_REQUIRED, type FuelImportField } from '@tms/domain';

/** What each field of a transaction means to someone mapping a provider's columns. */
export const IMPORT_FIELD_LABELS: Record<FuelImportField, string> = {
  card: 'Card number',
  transaction_date: 'Transaction date',
  transaction_reference: 'Reference / invoice',
  truck_unit_number: 'Truck unit number',
  driver_name: 'Driver name',
  odometer: 'Odometer',
  location: 'Station',
  location_city: 'City',
  location_state: 'State',
  location_country: 'Country',
  purchased_item: 'Purchased item',
  unit_quantity: 'Quantity (gallons)',
  price_per_unit: 'Price per unit',
  total_amount: 'Total amount',
  surcharge_amount: 'Fees / surcharge',
};

/** Required by the import; price and amount need one of the two. */
export const isRequiredField = (f: FuelImportField) => FUEL_IMPORT_REQUIRED.includes(f) || f === 'purchased_item';

export type MappingSource = string | { value: string };
export type MappingState = Partial<Record<FuelImportField, MappingSource>>;

/** The mapping the server takes: empty choices and empty fixed values are left out. */
export function mappingToSend(state: MappingState): Partial<ColumnMapping> {
  const out: Partial<Record<FuelImportField, MappingSource>> = {};
  for (const field of FUEL_IMPORT_FIELDS) {
    const source = state[field];
    if (typeof source === 'string' && source) out[field] = source;
    if (typeof source === 'object' && source.value.trim()) out[field] = { value: source.value.trim() };
  }
  return out as Partial<ColumnMapping>;
}

/** What is still missing before the file can be imported, in the words of the screen. */
export function mappingGaps(state: MappingState): string[] {
  const sent = mappingToSend(state);
  const gaps = FUEL_IMPORT_FIELDS.filter((f) => isRequiredField(f) && !sent[f]).map((f) => IMPORT_FIELD_LABELS[f]);
  if (!sent.price_per_unit && !sent.total_amount) gaps.push('Price per unit or Total amount');
  return gaps;
}
