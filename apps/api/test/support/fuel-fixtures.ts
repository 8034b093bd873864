import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/**
 * Files in the shape of the providers' exports, built here with made-up values (no real export
 * is copied): each helper answers the file's bytes.
 */
export const EFS16_HEADER =
  'Card #,Tran Date,Invoice,Unit,Driver Name,Odometer,Location Name,City,State/ Prov,Fees,Item,Unit Price,Qty,Amt,DB,Currency';

export type FuelLine = {
  card: string;
  date: string; // M/D/YYYY
  invoice: string;
  unit: string;
  item: string;
  price: string;
  qty: string;
  amount: string;
  city?: string;
  state?: string;
};

/** One EFS purchase of 100 gallons of diesel on card *0541, with what a test changes. */
export const fuelLine = (over: Partial<FuelLine> = {}): FuelLine => ({
  card: '*0541',
  date: '3/4/2025',
  invoice: 'INV1',
  unit: '9512685',
  item: 'ULSD',
  price: '3.599',
  qty: '100.000',
  amount: '359.90',
  ...over,
});

export function efs16(lines: FuelLine[], opts: { bom?: boolean; crlf?: boolean } = {}): Buffer {
  const eol = opts.crlf ? '\r\n' : '\n';
  const body = lines
    .map(
      (l) =>
        `${l.card},${l.date},${l.invoice},${l.unit},TEST DRIVER 100200,120345,TEST TRAVEL PLAZA #12,${l.city ?? 'SPRINGFIELD'},${l.state ?? 'MO'},0.00,${l.item},${l.price},${l.qty},${l.amount},N,USD/Gallons`,
    )
    .join(eol);
  const text = `${EFS16_HEADER}${eol}${body}${eol}`;
  return Buffer.concat([opts.bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);
}

export function efs21(lines: FuelLine[]): Buffer {
  const header =
    'Card #,Tran Date,Tran Time,Invoice,Unit,Driver Name,Odometer,Location Name,City,State/Prov,Fees,Item,Unit Price,Disc PPU,Disc Cost,Qty,Disc Amt,Disc Type,Amt,DB,Currency';
  const body = lines.map(
    (l) =>
      `${l.card},${l.date},08:15,${l.invoice},${l.unit},TEST DRIVER,,PLAZA 7,${l.city ?? 'DALLAS'},${l.state ?? 'TX'},0.00,${l.item},${l.price},0.100,0.00,${l.qty},0.00,Retail Minus,${l.amount},N,USD/Gallons`,
  );
  return Buffer.from([header, ...body, ''].join('\n'));
}

/** Comdata's wide export: 20 columns here; the driver's "LAST,FIRST" is not quoted in the second row. */
export function comdata(opts: { unquotedComma?: boolean } = {}): Buffer {
  const header = [
    'Account Code',
    'Customer ID',
    'Transaction Date',
    'Transaction Time',
    'Transaction Number',
    'Comchek Card Number',
    "Driver's Name",
    'Unit Number',
    'Hubometer Reading',
    'Truck Stop Name',
    'Truck Stop City',
    'Truck Stop State',
    'Total Amount Due',
    'Fees for Fuel & Oil & Products',
    'Number of Tractor Gallons',
    'Tractor Fuel Price Per Gallon',
    'Cost of Tractor Fuel',
    'Number of Reefer Gallons',
    'Cash Advance Amount',
    'Expanded Unit Number',
  ];
  const row = (n: string, driver: string) =>
    [
      'AC01',
      'CU9',
      '03/04/25',
      '1412',
      n,
      '55501',
      driver,
      '0712',
      '88120',
      'TEST STOP',
      'AMARILLO',
      'TX',
      '$412.30 ',
      '$1.00',
      '110.25',
      '$3.729 ',
      '$411.12',
      '0',
      '$0.00',
      '712',
    ].join(',');
  const second = opts.unquotedComma ? 'DOE,JANE' : '"DOE,JANE"';
  return Buffer.from([header.join(','), row('70001', '"ROE,RICK"'), row('70002', second), ''].join('\n'));
}

/** Pilot-style pipe report: no price column, dates with a time after two spaces. */
export function pilotPipe(): Buffer {
  const header =
    'Card|Card Description|Trx Date|Transaction|Store Number|City|State|Product|Driver|Odometer|Trailer|Trip|Vehicle|Quantity|Fuel|Merchandise|Detail Total|Invoice Amount|Country';
  const rows = [
    '00321|TRUCK 12|05/11/25  9:37:00 AM|880001|611|JOPLIN|MO|Truck Diesel|TEST|1|||12|120.5|430.19|0|430.19|421.00|US',
    '00321|TRUCK 12|05/11/25  9:37:00 AM|880001|611|JOPLIN|MO|Diesel Exhaust Fluid|TEST|1|||12|5|21.95|0|21.95|21.95|US',
  ];
  return Buffer.from([header, ...rows, ''].join('\n'));
}

/** WEX-like posted transactions with semicolons, in Windows-1252 (an accented city). */
export function wexSemicolonCp1252(): Buffer {
  const header =
    'Transaction Date;Transaction Time;Card Number;Trans ID;Custom Vehicle/Asset ID;Units;Unit of Measure;Unit Cost;Net Cost;Product;Product Description;Merchant Name;Merchant City;Merchant State / Province;Current Odometer;Driver Last Name';
  const rows = [
    '4/2/2025;10:01;7001;W-1;T12;80.000;GA;3.8990;311.92;DSL;Diesel;Station Test;Montréal;QC;100100;Tester',
    '4/3/2025;10:01;7001;W-2;T12;70.000;GA;3.9990;279.93;DSL;Diesel;Station Test;Québec;QC;100400;Tester',
  ];
  return iconv.encode([header, ...rows, ''].join('\r\n'), 'windows-1252');
}

/** A workbook with metadata rows above the header (as Pilot's monthly export) and a date as a serial. */
export async function pilotXlsx(rows = 3): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Transactions');
  sheet.addRow(['Query Name', 'TransactionsByAccount']);
  sheet.addRow(['StartDate', '2025-06-01']);
  sheet.addRow([
    'CompanyId',
    'StandardAcctNo',
    'CustomerName',
    'Authorization_No',
    'UnitNo',
    'Card_No',
    'Site',
    'SiteDescr',
    'Quantity',
    'InvoiceTotal',
    'RetailTotal',
    'TransactionDate',
    'TransactionTime',
    'ProductCode',
    'ProductDescription',
  ]);
  for (let i = 0; i < rows; i++)
    sheet.addRow([
      1,
      'A1',
      'TEST CARRIER',
      `AUTH${i}`,
      '12',
      '00321',
      611,
      'TEST SITE',
      100 + i,
      390.5 + i,
      400,
      45810,
      '10:00',
      20,
      'Truck Diesel',
    ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Many EFS rows for the crash test and the benchmark. */
export function efsMany(n: number, seed = 'B'): Buffer {
  const lines: string[] = [EFS16_HEADER];
  for (let i = 0; i < n; i++) {
    const day = (i % 28) + 1;
    lines.push(
      `*0541,3/${day}/2025,${seed}${i},685,TEST DRIVER,,PLAZA,TULSA,OK,0.00,ULSD,3.5990,${50 + (i % 50)}.000,${(3.599 * (50 + (i % 50))).toFixed(2)},N,USD/Gallons`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}
