import {
  type ColumnMapping,
  decimalUnits,
  divideDecimals,
  FUEL_LIMITS,
  type FuelImportField,
  type FuelItemCategory,
  totalOf,
  toUnits,
  unitsText,
} from '@tms/domain';
import { cellsOf, type FileRow, type ParsedFile } from './import-file';
import { resolveHeader } from './layouts';
import { decimalText, isoDate, type NumberField, rangeText } from './row-values';

/** The numeric fields of a row, the decimals each is stored with and its range (spec 2 section 5). */
const NUMBERS = {
  unit_quantity: { label: 'Quantity', places: 3, ...FUEL_LIMITS.quantity },
  price_per_unit: { label: 'Price', places: 4, ...FUEL_LIMITS.price },
  total_amount: { label: 'Amount', places: 2, ...FUEL_LIMITS.total },
  surcharge_amount: { label: 'Surcharge', places: 2, ...FUEL_LIMITS.surcharge },
} as const satisfies Partial<Record<FuelImportField, NumberField & { places: number }>>;
type NumberFieldName = keyof typeof NUMBERS;

/**
 * Each range in units of its field's decimals, worked out once, so a row's value is parsed once
 * and checked with two integer comparisons. Checking its text against both bounds parsed three
 * texts twice for each field of each row: that garbage tripled the young collections of a large
 * import, and each collection promoted what was waiting for the database to the old generation.
 */
const RANGES = Object.fromEntries(
  Object.entries(NUMBERS).map(([f, n]) => [f, [decimalUnits(n.min, n.places), decimalUnits(n.max, n.places)]]),
) as Record<NumberFieldName, [bigint, bigint]>;

/** A row's decimal: the text stored, and the same value in units of the field's decimals. */
type Amount = { text: string; units: bigint };
/** A cell's decimal rounded half up to the field's decimals. */
const rounded = (f: NumberFieldName, value: string): Amount => {
  const units = toUnits(value, NUMBERS[f].places);
  return { text: unitsText(units, NUMBERS[f].places), units };
};
/** A decimal computed with the field's decimals (a price from the amount, an amount from the price). */
const computed = (f: NumberFieldName, text: string): Amount => ({ text, units: decimalUnits(text, NUMBERS[f].places) });
const inRange = (f: NumberFieldName, v: Amount) => v.units >= RANGES[f][0] && v.units <= RANGES[f][1];

/** One file row as it will be stored, before matching; `card` is the file's card text. */
export type ReadRow = {
  row: number;
  card: string | null;
  transaction_date: string;
  transaction_reference: string | null;
  truck_unit_number: string | null;
  driver_name: string | null;
  odometer: number | null;
  location: string | null;
  location_city: string | null;
  location_state: string | null;
  location_country: string;
  purchased_item: string;
  item_category: FuelItemCategory;
  unit_quantity: string;
  price_per_unit: string;
  total_amount: string;
  surcharge_amount: string | null;
  natural_key: string;
};

export type RowProblem = { row: number; field: string | null; message: string };

const text = (v: string | undefined, max: number) => {
  const s = v?.trim().replace(/\s+/g, ' ');
  return s ? s.slice(0, max) : null;
};

/** Missing columns a mapping names: answered before any row is read. */
export function missingColumns(headers: string[], mapping: ColumnMapping): string[] {
  return Object.values(mapping)
    .filter((s): s is string => typeof s === 'string')
    .filter((s) => resolveHeader(headers, s) < 0);
}

/**
 * Reads every row with the mapping: exact decimals, dates in the providers' shapes, the item's
 * category from the catalogue, and the natural key of the duplicate check (decision 0083).
 */
export function readRows(
  file: ParsedFile,
  mapping: ColumnMapping,
  categoryOf: (item: string) => FuelItemCategory,
  /** Keyed, because the key text holds a full card number when the file has one. */
  keyOf: (text: string) => string,
): { rows: ReadRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const rows = rowReader(file, mapping, categoryOf, keyOf)(file.rows, problems);
  return { rows, problems };
}

/**
 * `readRows` a part of the file at a time: each call reads the next rows, answers the good ones
 * and adds the problems of the bad ones; the occurrence count of the natural key runs across calls.
 */
export function rowReader(
  file: Pick<ParsedFile, 'headers' | 'rowIssues'>,
  mapping: ColumnMapping,
  categoryOf: (item: string) => FuelItemCategory,
  keyOf: (text: string) => string,
): (part: FileRow[], problems: RowProblem[]) => ReadRow[] {
  const index = new Map<FuelImportField, number | { value: string }>();
  for (const [field, source] of Object.entries(mapping) as [FuelImportField, string | { value: string }][]) {
    index.set(field, typeof source === 'string' ? resolveHeader(file.headers, source) : source);
  }
  const seen = new Map<string, number>();
  /** Dates already read: a file has few distinct ones. */
  const dates = new Map<string, string | Error>();
  return (part, problems) => {
    const rows: ReadRow[] = [];
    for (const fileRow of part) readOne(fileRow, rows, problems);
    return rows;
  };

  function readOne(fileRow: FileRow, rows: ReadRow[], problems: RowProblem[]) {
    const { row } = fileRow;
    const issue = file.rowIssues.get(row);
    if (issue) {
      problems.push({ row, field: null, message: issue });
      return;
    }
    const cells = cellsOf(fileRow);
    const get = (f: FuelImportField) => {
      const at = index.get(f);
      if (at === undefined) return undefined;
      return typeof at === 'number' ? cells[at] : at.value;
    };
    const errors: RowProblem[] = [];
    const fail = (field: FuelImportField, message: string) => errors.push({ row, field, message });

    const rawDate = get('transaction_date') ?? '';
    let date = dates.get(rawDate);
    if (date === undefined) {
      date = isoDate(rawDate);
      if (dates.size < 10_000) dates.set(rawDate, date);
    }
    if (date instanceof Error) fail('transaction_date', date.message);
    const item = text(get('purchased_item'), 100)?.toUpperCase();
    if (!item) fail('purchased_item', 'Purchased item is required');

    /** The cell's decimal rounded half up to the field's decimals; null when empty or refused. */
    const dec = (f: NumberFieldName) => {
      const v = decimalText(get(f) ?? '', NUMBERS[f]);
      if (v instanceof Error) {
        fail(f, v.message);
        return null;
      }
      return v === null ? null : rounded(f, v);
    };
    const qty = dec('unit_quantity');
    let price = dec('price_per_unit');
    let total = dec('total_amount');
    const fee = dec('surcharge_amount');
    if (qty === null && !errors.some((e) => e.field === 'unit_quantity')) fail('unit_quantity', 'Quantity is required');
    if (qty !== null && !inRange('unit_quantity', qty)) fail('unit_quantity', rangeText(NUMBERS.unit_quantity));
    if (qty !== null && price === null && total !== null)
      price = computed('price_per_unit', divideDecimals(total.text, qty.text, NUMBERS.price_per_unit.places) ?? '0');
    if (qty !== null && total === null && price !== null)
      total = computed('total_amount', totalOf(qty.text, price.text));
    if (price === null && !errors.some((e) => e.field === 'price_per_unit'))
      fail('price_per_unit', 'Price or amount is required');
    if (price !== null && !inRange('price_per_unit', price)) fail('price_per_unit', rangeText(NUMBERS.price_per_unit));
    if (total !== null && !inRange('total_amount', total)) fail('total_amount', rangeText(NUMBERS.total_amount));
    if (fee !== null && !inRange('surcharge_amount', fee))
      fail('surcharge_amount', rangeText(NUMBERS.surcharge_amount));

    if (errors.length > 0 || date instanceof Error || !item || qty === null || price === null || total === null) {
      problems.push(...errors);
      return;
    }
    const odo = (get('odometer') ?? '').replace(/[,\s]/g, '');
    const odometer = /^\d{1,6}$/.test(odo) ? Number(odo) : null;
    const country = text(get('location_country'), 2)?.toUpperCase();
    const card = text(get('card'), 40);
    const reference = text(get('transaction_reference'), 64);
    // Card|reference|item|date|quantity|amount, with an occurrence count so identical lines in one
    // file stay apart while the same file imported again collides with itself.
    const base = [card?.replace(/\D/g, '') ?? '', reference ?? '', item, date, qty.text, total.text].join('|');
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    rows.push({
      row,
      card,
      transaction_date: date,
      transaction_reference: reference,
      truck_unit_number: text(get('truck_unit_number'), 30),
      driver_name: text(get('driver_name'), 100),
      odometer,
      location: text(get('location'), 255),
      location_city: text(get('location_city'), 100),
      location_state: text(get('location_state'), 50),
      location_country: country && /^[A-Z]{2}$/.test(country) ? country : 'US',
      purchased_item: item,
      item_category: categoryOf(item),
      unit_quantity: qty.text,
      price_per_unit: price.text,
      total_amount: total.text,
      surcharge_amount: fee?.text ?? null,
      natural_key: keyOf(`${base}|${occurrence}`),
    });
  }
}
