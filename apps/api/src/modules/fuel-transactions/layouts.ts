import type { ColumnMapping, FuelImportField } from '@tms/domain';

/** Header spelling varies ("State/ Prov", "State/Prov"): compare lower case without spaces. */
export const normalizeHeader = (h: string) => h.toLowerCase().replace(/\s+/g, '').replace(/[’']/g, "'");

type Layout = { name: string; signature: string[]; mapping: ColumnMapping };

/** Both EFS layouts name the columns they share alike. */
const EFS_MAPPING: ColumnMapping = {
  card: 'Card #',
  transaction_date: 'Tran Date',
  transaction_reference: 'Invoice',
  truck_unit_number: 'Unit',
  driver_name: 'Driver Name',
  odometer: 'Odometer',
  location: 'Location Name',
  location_city: 'City',
  location_state: 'State/ Prov',
  surcharge_amount: 'Fees',
  purchased_item: 'Item',
  price_per_unit: 'Unit Price',
  unit_quantity: 'Qty',
  total_amount: 'Amt',
};

/** The providers' layouts described in the project's fuel notes; the most specific comes first. */
const LAYOUTS: Layout[] = [
  {
    name: 'EFS, with transaction times',
    signature: ['Card #', 'Tran Date', 'Tran Time', 'Invoice', 'Disc Amt', 'Amt'],
    mapping: EFS_MAPPING,
  },
  {
    name: 'EFS',
    signature: ['Card #', 'Tran Date', 'Invoice', 'Item', 'Qty', 'Amt'],
    mapping: EFS_MAPPING,
  },
  {
    name: 'Comdata',
    signature: ['Comchek Card Number', 'Transaction Date', 'Number of Tractor Gallons'],
    mapping: {
      card: 'Comchek Card Number',
      transaction_date: 'Transaction Date',
      transaction_reference: 'Transaction Number',
      truck_unit_number: 'Unit Number',
      driver_name: "Driver's Name",
      odometer: 'Hubometer Reading',
      location: 'Truck Stop Name',
      location_city: 'Truck Stop City',
      location_state: 'Truck Stop State',
      surcharge_amount: 'Fees for Fuel & Oil & Products',
      purchased_item: { value: 'ULSD' },
      unit_quantity: 'Number of Tractor Gallons',
      price_per_unit: 'Tractor Fuel Price Per Gallon',
      total_amount: 'Cost of Tractor Fuel',
    },
  },
  {
    name: 'Pilot transaction report',
    signature: ['Card', 'Trx Date', 'Transaction', 'Product', 'Quantity', 'Detail Total'],
    mapping: {
      card: 'Card',
      transaction_date: 'Trx Date',
      transaction_reference: 'Transaction',
      truck_unit_number: 'Vehicle',
      driver_name: 'Driver',
      odometer: 'Odometer',
      location: 'Store Number',
      location_city: 'City',
      location_state: 'State',
      location_country: 'Country',
      purchased_item: 'Product',
      unit_quantity: 'Quantity',
      total_amount: 'Detail Total',
    },
  },
  {
    name: 'Pilot all transactions',
    signature: ['Authorization_No', 'Card_No', 'TransactionDate', 'Quantity', 'InvoiceTotal'],
    mapping: {
      card: 'Card_No',
      transaction_date: 'TransactionDate',
      transaction_reference: 'Authorization_No',
      truck_unit_number: 'UnitNo',
      location: 'SiteDescr',
      purchased_item: 'ProductDescription',
      unit_quantity: 'Quantity',
      total_amount: 'InvoiceTotal',
    },
  },
  {
    name: 'WEX',
    signature: ['Transaction Date', 'Card Number', 'Units', 'Unit Cost', 'Net Cost'],
    mapping: {
      card: 'Card Number',
      transaction_date: 'Transaction Date',
      transaction_reference: 'Trans ID',
      truck_unit_number: 'Custom Vehicle/Asset ID',
      driver_name: 'Driver Last Name',
      odometer: 'Current Odometer',
      location: 'Merchant Name',
      location_city: 'Merchant City',
      location_state: 'Merchant State / Province',
      purchased_item: 'Product Description',
      unit_quantity: 'Units',
      price_per_unit: 'Unit Cost',
      total_amount: 'Net Cost',
    },
  },
];

/** Words that name each field in files of unknown layouts. */
const SYNONYMS: Record<FuelImportField, string[]> = {
  card: ['card', 'card #', 'card number', 'card no', 'card_no'],
  transaction_date: ['date', 'transaction date', 'tran date', 'trx date', 'trans date'],
  transaction_reference: ['invoice', 'reference', 'transaction number', 'trans id', 'transaction id', 'ticket'],
  truck_unit_number: ['unit', 'unit number', 'truck', 'truck unit', 'vehicle', 'unitno'],
  driver_name: ['driver', 'driver name'],
  odometer: ['odometer', 'hubometer', 'miles'],
  location: ['location', 'location name', 'merchant', 'site', 'truck stop'],
  location_city: ['city'],
  location_state: ['state', 'state/prov', 'province'],
  location_country: ['country'],
  purchased_item: ['item', 'product', 'product code', 'purchased item'],
  unit_quantity: ['qty', 'quantity', 'gallons', 'units'],
  price_per_unit: ['unit price', 'price', 'ppu', 'price per gallon', 'unit cost'],
  total_amount: ['amt', 'amount', 'total', 'total amount', 'net cost'],
  surcharge_amount: ['fees', 'fee', 'surcharge'],
};

/** Finds the header a mapping names, tolerating spelling differences. */
export function resolveHeader(headers: string[], wanted: string): number {
  const exact = headers.indexOf(wanted);
  if (exact >= 0) return exact;
  const n = normalizeHeader(wanted);
  return headers.findIndex((h) => normalizeHeader(h) === n);
}

/** The known layout the headers match, and a mapping suggestion (the layout's, else by synonyms). */
export function suggestMapping(headers: string[]): { layout: string | null; mapping: ColumnMapping } {
  const present = new Set(headers.map(normalizeHeader));
  const layout = LAYOUTS.find((l) => l.signature.every((h) => present.has(normalizeHeader(h))));
  if (layout) {
    const mapping: Record<string, unknown> = {};
    for (const [field, source] of Object.entries(layout.mapping)) {
      if (typeof source !== 'string') mapping[field] = source;
      else {
        const i = resolveHeader(headers, source);
        if (i >= 0) mapping[field] = headers[i];
      }
    }
    return { layout: layout.name, mapping: mapping as ColumnMapping };
  }
  const mapping: Record<string, string> = {};
  const taken = new Set<number>();
  for (const [field, words] of Object.entries(SYNONYMS)) {
    const i = headers.findIndex(
      (h, idx) => !taken.has(idx) && words.some((w) => normalizeHeader(w) === normalizeHeader(h)),
    );
    if (i >= 0) {
      taken.add(i);
      mapping[field] = headers[i]!;
    }
  }
  return { layout: null, mapping: mapping as ColumnMapping };
}
