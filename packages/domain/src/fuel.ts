import { z } from 'zod';
import { compareDecimals, decimalWithin, isDecimal, MONEY_MESSAGES, multiplyDecimals } from './money';
import { pagedList, pagingQuery } from './paging';
import { orderedRanges } from './query-ranges';
import { countryCode, identifierText, orNull } from './text';

/** Spec 2 section 3: the providers of the card dialog; Other reveals a custom name. */
export const FUEL_CARD_PROVIDERS = [
  'WEX',
  'Edenred',
  'Comdata',
  'Shell',
  'Coast',
  'FuelMan',
  'EFS',
  'Voyager',
  'FleetOne',
  'Other',
] as const;

export const FUEL_CARD_NUMBER_MIN = 13;
export const FUEL_CARD_NUMBER_MAX = 19;

/** Digits only, as the card dialog's input keeps them. */
export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** The dialog's preview: 4-4-4 then up to 7 (spec 2 section 2). */
export function groupCardNumber(digits: string): string {
  const groups = [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8, 12), digits.slice(12, 19)];
  return groups.filter(Boolean).join(' ');
}

export const cardNumberField = z
  .string({ error: 'Card number is required' })
  .trim()
  .min(1, 'Card number is required')
  .regex(/^\d+$/, 'Card number must contain only digits')
  .min(FUEL_CARD_NUMBER_MIN, 'Card number must be at least 13 digits')
  .max(FUEL_CARD_NUMBER_MAX, 'Card number cannot exceed 19 digits');

export const cardNumberShort = z.coerce
  .number({ error: 'Card short number must be 5 digits' })
  .int('Card short number must be 5 digits')
  .min(10000, 'Card short number must be 5 digits')
  .max(99999, 'Card short number must be 5 digits');

const cardProvider = z
  .string({ error: 'Card provider is required' })
  .trim()
  .min(1, 'Card provider is required')
  .max(100, 'Provider name too long')
  .refine((v) => !/[<>]/.test(v), 'Provider name contains invalid characters');

const optionalId = z.union([z.number().int().positive(), z.null()]);

export const fuelCardCreate = z.strictObject({
  card_number: cardNumberField,
  card_number_short: z.union([cardNumberShort, z.null()]).optional(),
  card_provider: cardProvider,
  is_active: z.boolean().default(true),
  driver_id: optionalId.optional(),
  truck_id: optionalId.optional(),
});

/** The clear number cannot be changed after creation: a new number is a new card. */
export const fuelCardUpdate = z.strictObject({
  card_number_short: z.union([cardNumberShort, z.null()]).optional(),
  card_provider: cardProvider.optional(),
  is_active: z.boolean().optional(),
  driver_id: optionalId.optional(),
  truck_id: optionalId.optional(),
});

const party = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const fuelCardSchema = z.object({
  id: z.number().int(),
  /** Only the last 4 digits after creation, masked: "•••• 1234". */
  card_number: z.string(),
  card_number_last4: z.string(),
  card_number_short: z.number().int().nullable(),
  card_provider: z.string(),
  is_active: z.boolean(),
  is_assigned: z.boolean(),
  driver: party,
  truck: z.object({ id: z.number().int(), unit_number: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FuelCard = z.infer<typeof fuelCardSchema>;

const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const fuelCardListQuery = pagingQuery.extend({
  search: z.string().trim().max(100, 'search must be 100 characters or less').optional(),
  is_active: boolQuery.optional(),
  card_provider: z.string().trim().max(100, 'card_provider must be 100 characters or less').optional(),
  is_assigned: boolQuery.optional(),
});
export const fuelCardList = pagedList('fuel_cards', fuelCardSchema);

export const fuelCardStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  assigned: z.number().int(),
  unassigned: z.number().int(),
  by_provider: z.array(z.object({ card_provider: z.string(), count: z.number().int() })),
});

export const fuelCardAvailableQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100, 'limit must be 100 or less').default(100),
});
export const fuelCardAvailable = z.object({ fuel_cards: z.array(fuelCardSchema) });

export const fuelCardAssignment = z.object({
  id: z.number().int(),
  driver: party,
  truck: z.object({ id: z.number().int(), unit_number: z.string() }).nullable(),
  assigned_at: z.string(),
  unassigned_at: z.string().nullable(),
  assigned_by: z.string().nullable(),
});
export const fuelCardAssignments = z.object({ assignments: z.array(fuelCardAssignment) });

/* ---------------------------------------------------------------- transactions */

export const FUEL_ITEM_CATEGORIES = ['fuel', 'def', 'fee', 'cash_advance', 'other'] as const;
export type FuelItemCategory = (typeof FUEL_ITEM_CATEGORIES)[number];

export const FUEL_SOURCE_TYPES = ['manual', 'import'] as const;

/** A decimal kept as text end to end, so sums and answers never pass through a float. */
const decimal = (label: string, min: string, max: string, scale: number) =>
  z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? MONEY_MESSAGES.required(label, min, max)
          : MONEY_MESSAGES.range(label, min, max),
    })
    .transform((v) => String(v).trim())
    .refine((v) => new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`).test(v), MONEY_MESSAGES.decimals(label, scale))
    // Text that is no number is neither at least min nor at most max.
    .refine((v) => isDecimal(v) && compareDecimals(v, min) >= 0, MONEY_MESSAGES.atLeast(label, min))
    .refine((v) => isDecimal(v) && compareDecimals(v, max) <= 0, MONEY_MESSAGES.atMost(label, max));

export const FUEL_LIMITS = {
  quantity: { min: '0.01', max: '100000' },
  price: { min: '0.01', max: '10000' },
  total: { min: '0.01', max: '999999.99' },
  surcharge: { min: '0', max: '999.99' },
  odometer: { max: 999999 },
} as const;

export const unitQuantityField = decimal('Quantity', FUEL_LIMITS.quantity.min, FUEL_LIMITS.quantity.max, 3);
export const pricePerUnitField = decimal('Price per unit', FUEL_LIMITS.price.min, FUEL_LIMITS.price.max, 4);
export const surchargeField = decimal('Surcharge', FUEL_LIMITS.surcharge.min, FUEL_LIMITS.surcharge.max, 2);

/** Total = quantity x price rounded half up to cents, computed in integers (spec 2 section 5). */
export function totalOf(quantity: string, price: string): string {
  return multiplyDecimals(quantity, price, 2);
}

/** Why quantity x price cannot be a transaction's total (spec 2: 0.01 to 999,999.99); null when it can. */
export function totalProblem(quantity: string, price: string): string | null {
  return decimalWithin(totalOf(quantity, price), FUEL_LIMITS.total.min, FUEL_LIMITS.total.max)
    ? null
    : FUEL_MESSAGES.totalRange;
}

/** Whether a YYYY-MM-DD text names a day of the calendar (not February 30 or month 13). */
const isCalendarDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const dateOnly = z
  .string({ error: 'Transaction date is required' })
  .trim()
  .min(1, 'Transaction date is required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a valid date')
  .refine(isCalendarDate, 'Please select a valid date');

const optionalText = (label: string, max: number) => orNull(identifierText(label, max)).optional();

const transactionFields = {
  card_number_short: z.union([cardNumberShort, z.null()]).optional(),
  transaction_date: dateOnly,
  transaction_reference: optionalText('Transaction reference', 64),
  truck_unit_number: optionalText('Truck unit number', 30),
  odometer: z
    .union([
      z.coerce.number().int().min(0, 'Odometer must be 0 or more').max(999999, 'Odometer must be 999999 or less'),
      z.null(),
    ])
    .optional(),
  location: optionalText('Location', 255),
  location_city: optionalText('City', 100),
  location_state: optionalText('State', 50),
  location_country: countryCode().default('US'),
  purchased_item: z
    .string({ error: 'Purchased item is required' })
    .trim()
    .min(1, 'Purchased item is required')
    .max(100, 'Purchased item must be 100 characters or less'),
  unit_quantity: unitQuantityField,
  price_per_unit: pricePerUnitField,
  surcharge_amount: z.union([surchargeField, z.null()]).optional(),
  driver_id: z.union([z.number().int().positive(), z.null()]).optional(),
  truck_id: z.union([z.number().int().positive(), z.null()]).optional(),
  fuel_card_id: z.union([z.number().int().positive(), z.null()]).optional(),
};

export const fuelTransactionCreate = z.strictObject(transactionFields).superRefine((v, ctx) => {
  const problem = totalProblem(v.unit_quantity, v.price_per_unit);
  if (problem) ctx.addIssue({ code: 'custom', path: ['unit_quantity'], message: problem });
});
export const fuelTransactionUpdate = z.strictObject(
  Object.fromEntries(Object.entries(transactionFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof transactionFields]: z.ZodOptional<(typeof transactionFields)[K]>;
  },
);

export const fuelTransactionSchema = z.object({
  id: z.number().int(),
  card_number_short: z.number().int().nullable(),
  card_number_last4: z.string().nullable(),
  transaction_date: z.string(),
  transaction_reference: z.string().nullable(),
  truck_unit_number: z.string().nullable(),
  odometer: z.number().int().nullable(),
  location: z.string().nullable(),
  location_city: z.string().nullable(),
  location_state: z.string().nullable(),
  location_country: z.string(),
  purchased_item: z.string(),
  item_category: z.enum(FUEL_ITEM_CATEGORIES),
  unit_quantity: z.string(),
  price_per_unit: z.string(),
  total_amount: z.string(),
  surcharge_amount: z.string().nullable(),
  import_batch_id: z.number().int().nullable(),
  source_type: z.enum(FUEL_SOURCE_TYPES),
  fuel_card_id: z.number().int().nullable(),
  truck_id: z.number().int().nullable(),
  driver_id: z.number().int().nullable(),
  /** The driver's name as the provider's file gave it. */
  driver_name: z.string().nullable(),
  /** The card as the file named it (a short or masked number such as `*0541`), shown while no card matched. */
  card_hint: z.string().nullable(),
  /** The company's driver the purchase was matched to, for display. */
  driver: party,
  /** The company's truck the purchase was matched to, for display. */
  truck: z.object({ id: z.number().int(), unit_number: z.string() }).nullable(),
  /**
   * The driver statement deducting it, if any: while it is there its money, date, item, card,
   * truck and driver cannot change, and it cannot be deleted (decision 118).
   */
  statement: z.object({ id: z.number().int(), status: z.enum(['draft', 'approved', 'paid']) }).nullable(),
  /** Whether the card, the truck and the driver were all found. */
  is_matched: z.boolean(),
  created_at: z.string(),
});
export type FuelTransaction = z.infer<typeof fuelTransactionSchema>;

const moneyQuery = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, `${label} must be an amount`)
    .optional();
const dateQuery = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    // A well-formed but impossible day (February 30, month 13) gets the same message, not PostgreSQL's.
    .refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || isCalendarDate(v), `${label} must be a date (YYYY-MM-DD)`)
    .optional();

const fuelTransactionFilters = z.object({
  card_number_short: cardNumberShort.optional(),
  truck_unit_number: z.string().trim().max(30).optional(),
  purchased_item: z.string().trim().max(100).optional(),
  source_type: z.enum(FUEL_SOURCE_TYPES).optional(),
  date_from: dateQuery('date_from'),
  date_to: dateQuery('date_to'),
  location_city: z.string().trim().max(100).optional(),
  location_state: z.string().trim().max(50).optional(),
  import_batch_id: z.coerce.number().int().positive().optional(),
  min_amount: moneyQuery('min_amount'),
  max_amount: moneyQuery('max_amount'),
  /** Beyond the spec: only rows whose card, truck or driver was not found. */
  unmatched: boolQuery.optional(),
});
/** A reversed date or amount range answers 422 rather than an empty list. */
const filtersInOrder = orderedRanges(
  { from: 'date_from', to: 'date_to', kind: 'days' },
  { from: 'min_amount', to: 'max_amount', kind: 'amounts' },
);
export const fuelTransactionListQuery = pagingQuery.extend(fuelTransactionFilters.shape).superRefine(filtersInOrder);
export const fuelTransactionList = pagedList('fuel_transactions', fuelTransactionSchema);

export const fuelBulkDelete = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1, 'Select at least one transaction').max(1000, 'At most 1000 at once'),
});
export const fuelBulkDeleted = z.object({ deleted: z.number().int() });

export const fuelManualMatch = z.strictObject({
  fuel_card_id: z.union([z.number().int().positive(), z.null()]).optional(),
  truck_id: z.union([z.number().int().positive(), z.null()]).optional(),
  driver_id: z.union([z.number().int().positive(), z.null()]).optional(),
});

/** The summary of the period (spec 2 section 7), narrowed by any of the list's filters: the list's totals. */
export const fuelStatsQuery = fuelTransactionFilters.superRefine(filtersInOrder);
const totals = { count: z.number().int(), quantity: z.string(), amount: z.string() };
export const fuelStatsSummary = z.object({
  date_from: z.string().nullable(),
  date_to: z.string().nullable(),
  transaction_count: z.number().int(),
  total_gallons: z.string(),
  total_amount: z.string(),
  total_surcharge: z.string(),
  /** Amount of fuel over its gallons, 3 decimals; null without fuel. */
  average_price_per_gallon: z.string().nullable(),
  unmatched_count: z.number().int(),
  by_item: z.array(z.object({ purchased_item: z.string(), category: z.enum(FUEL_ITEM_CATEGORIES), ...totals })),
  by_state: z.array(z.object({ location_state: z.string().nullable(), ...totals })),
  by_category: z.array(z.object({ category: z.enum(FUEL_ITEM_CATEGORIES), ...totals })),
});

export const fuelItemSchema = z.object({
  id: z.number().int(),
  item_code: z.string(),
  item_name: z.string(),
  category: z.enum(FUEL_ITEM_CATEGORIES),
});
export const fuelItemList = z.object({ items: z.array(fuelItemSchema) });
export const fuelDistinctItems = z.object({ items: z.array(z.string()) });

/* ---------------------------------------------------------------- import */

/** Fields a file's column can be mapped to; `card` takes full, short or masked card numbers. */
export const FUEL_IMPORT_FIELDS = [
  'card',
  'transaction_date',
  'transaction_reference',
  'truck_unit_number',
  'driver_name',
  'odometer',
  'location',
  'location_city',
  'location_state',
  'location_country',
  'purchased_item',
  'unit_quantity',
  'price_per_unit',
  'total_amount',
  'surcharge_amount',
] as const;
export type FuelImportField = (typeof FUEL_IMPORT_FIELDS)[number];
export const FUEL_IMPORT_REQUIRED: readonly FuelImportField[] = ['transaction_date', 'unit_quantity'];

/** A field's source: a column of the file by its header, or a fixed value for every row. */
export const columnSource = z.union(
  [
    z
      .string()
      .trim()
      .min(1, 'A field of column_mapping names an empty column: give the header, or leave the field out')
      .max(200, 'A column header in column_mapping is longer than 200 characters'),
    z.strictObject({
      value: z
        .string()
        .trim()
        .min(1, 'A fixed value in column_mapping is empty')
        .max(100, 'A fixed value in column_mapping is longer than 100 characters'),
    }),
  ],
  {
    error: 'Each field of column_mapping takes a column header (up to 200 characters) or {"value": "..."} (up to 100)',
  },
);
export const columnMapping = z
  .partialRecord(z.enum(FUEL_IMPORT_FIELDS), columnSource, {
    error: (issue) =>
      issue.code === 'invalid_key'
        ? `column_mapping has no field "${String(issue.input).slice(0, 50)}"; the fields are ${FUEL_IMPORT_FIELDS.join(', ')}`
        : issue.code === 'invalid_type'
          ? FUEL_MESSAGES.mappingInvalid
          : undefined,
  })
  .refine((m) => m.transaction_date !== undefined, 'Map a column to transaction_date')
  .refine((m) => m.unit_quantity !== undefined, 'Map a column to unit_quantity')
  .refine(
    (m) => m.purchased_item !== undefined,
    'Map a column to purchased_item (or give it a fixed value such as ULSD)',
  )
  .refine(
    (m) => m.price_per_unit !== undefined || m.total_amount !== undefined,
    'Map a column to price_per_unit or total_amount',
  );
export type ColumnMapping = z.infer<typeof columnMapping>;

/** Files larger than this or with more data rows are refused (decision 0083). */
export const FUEL_IMPORT_MAX_BYTES = 30 * 1024 * 1024;
export const FUEL_IMPORT_MAX_ROWS = 200_000;
export const FUEL_IMPORT_ACCEPT = ['.csv', '.txt', '.xlsx'] as const;

export const fuelTemplateCreate = z.strictObject({
  name: z
    .string({ error: 'Template name is required' })
    .trim()
    .min(1, 'Template name is required')
    .max(100, 'Template name must be 100 characters or less')
    .refine((v) => !/[<>]/.test(v), 'Template name contains invalid characters'),
  layout: z.string().trim().max(50).nullable().optional(),
  column_mapping: columnMapping,
});
export const fuelTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  layout: z.string().nullable(),
  column_mapping: z.record(z.string(), columnSource),
  created_at: z.string(),
});
export const fuelTemplateList = z.object({ templates: z.array(fuelTemplateSchema) });

export const rowError = z.object({ row: z.number().int(), field: z.string().nullable(), message: z.string() });
export type FuelRowError = z.infer<typeof rowError>;

export const fuelImportPreview = z.object({
  file_name: z.string(),
  encoding: z.string(),
  delimiter: z.string().nullable(),
  headers: z.array(z.string()),
  layout: z.string().nullable(),
  suggested_mapping: z.record(z.string(), columnSource),
  column_mapping: z.record(z.string(), columnSource),
  row_count: z.number().int(),
  valid_count: z.number().int(),
  duplicate_count: z.number().int(),
  error_count: z.number().int(),
  /** The first rows as they would be stored, each with its problems. */
  rows: z.array(
    z.object({
      row: z.number().int(),
      values: z.record(z.string(), z.string().nullable()),
      errors: z.array(z.string()),
      duplicate: z.boolean(),
    }),
  ),
  /** At most 200, in file order. */
  errors: z.array(rowError),
  total_amount: z.string(),
  total_quantity: z.string(),
});

export const fuelBatchSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  layout: z.string().nullable(),
  status: z.enum(['committed', 'undone']),
  row_count: z.number().int(),
  duplicate_count: z.number().int(),
  matched_count: z.number().int(),
  total_quantity: z.string(),
  total_amount: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  undone_at: z.string().nullable(),
});
export type FuelBatch = z.infer<typeof fuelBatchSchema>;
export const fuelBatchList = pagedList('batches', fuelBatchSchema);
export const fuelUploadResult = fuelBatchSchema.extend({ replayed: z.boolean() });

export const FUEL_MESSAGES = {
  cardNotFound: 'Fuel card not found',
  cardTaken: 'A fuel card with this number already exists',
  cardInactive: 'Inactive cards cannot be assigned',
  driverUnknown: 'Driver not found',
  driverInactive: 'Inactive drivers cannot be given a fuel card',
  truckUnknown: 'Truck not found',
  truckInactive: 'Inactive or sold trucks cannot be given a fuel card',
  transactionNotFound: 'Fuel transaction not found',
  batchNotFound: 'Import batch not found',
  templateNotFound: 'Import template not found',
  templateTaken: 'A template with this name already exists',
  batchUndone: 'This batch was already undone',
  alreadyImported: 'Every row of this file was already imported',
  tooManyRows: `The file has more than ${FUEL_IMPORT_MAX_ROWS} rows`,
  fileType: 'File type must be .csv, .txt or .xlsx',
  emptyFile: 'The file has no data rows',
  rowsInvalid: 'Some rows are not valid; nothing was imported',
  mappingInvalid: 'column_mapping must be a JSON object of field to column',
  idempotencyReused: 'This idempotency key was used for another file',
  totalRange: `The total (quantity x price) must be between ${FUEL_LIMITS.total.min} and ${FUEL_LIMITS.total.max}`,
} as const;

export type FuelStatementHold = { statement_id: number; status: string };

/** What to do about a statement line, by the statement's status (decision 111: only drafts change). */
const releaseStep = (status: string) =>
  status === 'draft'
    ? 'remove its fuel line from the draft (or delete the draft) first'
    : status === 'approved'
      ? 'reopen the statement and remove its fuel line first'
      : 'a paid statement cannot be changed';

/** Why a transaction on a driver statement cannot be changed or deleted (decision 118). */
export function fuelOnStatementMessage(hold: FuelStatementHold): string {
  return `This transaction is deducted on ${hold.status} driver statement #${hold.statement_id}; ${releaseStep(hold.status)}`;
}

/** Why transactions (a selection, or an import batch being undone) cannot be deleted: names them and their statements. */
export function fuelRowsOnStatementMessage(
  holds: readonly (FuelStatementHold & { name: string })[],
  what: 'selection' | 'batch',
): string {
  const one = holds.length === 1;
  const named = holds.slice(0, 5).map((h) => `${h.name} on #${h.statement_id}`);
  const more = holds.length > named.length ? ` and ${holds.length - named.length} more` : '';
  const held = one
    ? `${holds[0]?.name} is deducted on ${holds[0]?.status} driver statement #${holds[0]?.statement_id}`
    : `${holds.length} transactions are deducted on driver statements (${named.join(', ')}${more})`;
  const lines = one ? 'its fuel line from the statement' : 'their fuel lines from the statements';
  const step =
    what === 'selection'
      ? `Leave ${one ? 'it' : 'them'} out of the selection, or remove ${lines} first`
      : `Remove ${lines} first`;
  const paid = holds.some((h) => h.status === 'paid') ? ' (a paid statement cannot be changed)' : '';
  return `${what === 'batch' ? 'This import cannot be undone' : 'Nothing was deleted'}: ${held}. ${step}${paid}.`;
}
