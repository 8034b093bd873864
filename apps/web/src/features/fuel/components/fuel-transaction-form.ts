import {
  type FuelTransaction,
  fuelTransactionCreate,
  pricePerUnitField,
  totalOf,
  unitQuantityField,
} from '@tms/domain';
import { z } from 'zod';

export const OTHER_ITEM = 'Other';

// A box that is not shown (Other's name) may hold nothing at all: read as empty.
const box = z.string().default('');

/** The dialog's values: text boxes as typed, the item chosen from the catalogue or Other. */
export const fuelTransactionFormValues = z.object({
  transaction_date: box,
  card_number_short: box,
  transaction_reference: box,
  truck_unit_number: box,
  purchased_item: box,
  custom_item: box,
  unit_quantity: box,
  price_per_unit: box,
  surcharge_amount: box,
  odometer: box,
  location: box,
  location_city: box,
  location_state: box,
  location_country: box,
});
export type FuelTransactionFormValues = z.output<typeof fuelTransactionFormValues>;
export type FuelTransactionFormInput = z.input<typeof fuelTransactionFormValues>;

/** The API's body from the dialog's values: empty fields are left out (spec 2 section 5). */
function bodyOf(v: FuelTransactionFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const put = (key: string, value: string) => {
    if (value.trim()) body[key] = value.trim();
  };
  put('transaction_date', v.transaction_date);
  if (v.card_number_short.trim()) body.card_number_short = v.card_number_short.trim();
  put('transaction_reference', v.transaction_reference);
  put('truck_unit_number', v.truck_unit_number);
  body.purchased_item = v.purchased_item === OTHER_ITEM ? v.custom_item.trim() : v.purchased_item;
  put('unit_quantity', v.unit_quantity);
  put('price_per_unit', v.price_per_unit);
  put('surcharge_amount', v.surcharge_amount);
  if (v.odometer.trim()) body.odometer = v.odometer.trim();
  put('location', v.location);
  put('location_city', v.location_city);
  put('location_state', v.location_state);
  put('location_country', v.location_country.toUpperCase());
  return body;
}

/**
 * The dialog's schema: the domain's create schema checks the body (its messages, on the boxes
 * they belong to), and Other needs its name ("Custom item name is required").
 */
export const fuelTransactionForm = fuelTransactionFormValues
  .superRefine((v, ctx) => {
    if (v.purchased_item === OTHER_ITEM && !v.custom_item.trim())
      ctx.addIssue({ code: 'custom', path: ['custom_item'], message: 'Custom item name is required' });
    const parsed = fuelTransactionCreate.safeParse(bodyOf(v));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'transaction_date');
      // A missing item is the select's problem; a bad Other name is the name box's.
      const path = field === 'purchased_item' && v.purchased_item === OTHER_ITEM ? 'custom_item' : field;
      ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
  })
  .transform((v) => fuelTransactionCreate.parse(bodyOf(v)));

/** Quantity x price as the server will store it, once both are valid; null before. */
export function previewTotal(quantity: string, price: string): string | null {
  const q = unitQuantityField.safeParse(quantity);
  const p = pricePerUnitField.safeParse(price);
  return q.success && p.success ? totalOf(q.data, p.data) : null;
}

export function formValuesOf(t: FuelTransaction | null, catalogue: readonly string[]): FuelTransactionFormValues {
  const known = !t || catalogue.length === 0 || catalogue.includes(t.purchased_item);
  return {
    transaction_date: t?.transaction_date ?? '',
    card_number_short: t?.card_number_short ? String(t.card_number_short) : '',
    transaction_reference: t?.transaction_reference ?? '',
    truck_unit_number: t?.truck_unit_number ?? '',
    purchased_item: t ? (known ? t.purchased_item : OTHER_ITEM) : '',
    custom_item: t && !known ? t.purchased_item : '',
    unit_quantity: t?.unit_quantity ?? '',
    price_per_unit: t?.price_per_unit ?? '',
    surcharge_amount: t?.surcharge_amount ?? '',
    odometer: t?.odometer !== null && t?.odometer !== undefined ? String(t.odometer) : '',
    location: t?.location ?? '',
    location_city: t?.location_city ?? '',
    location_state: t?.location_state ?? '',
    location_country: t?.location_country ?? 'US',
  };
}
