import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/**
 * Invented rate confirmations in several layouts, drawn with pdf-lib, with the values a reader should
 * find. Companies, people, addresses and numbers are made up (the ZIPs are real so the gazetteer
 * check passes, and one is deliberately wrong where a test needs it).
 */

export type Expected = {
  load_number: string;
  broker_name: string;
  broker_mc_number?: string | null;
  broker_email?: string | null;
  broker_phone?: string | null;
  rate_booked: string;
  linehaul?: string | null;
  accessorials?: { description: string; amount: string }[];
  weight_lbs?: number | null;
  pieces?: number | null;
  commodity?: string | null;
  equipment?: string | null;
  loaded_miles?: number | null;
  hazmat?: boolean | null;
  events: {
    event_type: 'pickup' | 'delivery';
    event_date: string;
    appointment_time_lower?: string | null;
    appointment_time_higher?: string | null;
    facility_name?: string | null;
    location_street?: string | null;
    location_city: string;
    location_state: string;
    location_postal_code?: string | null;
    reference_number?: string | null;
  }[];
};

export type Fixture = { name: string; pdf: Uint8Array; expected: Expected };

type Pen = { text(x: number, y: number, s: string, size?: number, bold?: boolean): void; page: PDFPage };

async function draw(pages: ((pen: Pen) => void)[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const paint of pages) {
    const page = doc.addPage([612, 792]);
    const text = (x: number, y: number, s: string, size = 9, isBold = false) => {
      const font: PDFFont = isBold ? bold : regular;
      // y counts from the top, as people read a page.
      page.drawText(s, { x, y: 792 - y, size, font });
    };
    paint({ text, page });
  }
  return doc.save();
}

const TERMS = [
  'Carrier agrees to haul the freight described above at the rate stated. Detention is paid after two hours',
  'with signed in and out times. Lumper receipts must be sent within 24 hours of delivery. The carrier may not',
  're-broker this load. Payment terms are 30 days from receipt of a clean proof of delivery and invoice.',
];

function terms(pen: Pen, y: number) {
  for (const [i, line] of TERMS.entries()) pen.text(40, y + i * 12, line, 7);
}

/** Two columns of "Label: value" pairs, shipper and consignee sections one under the other. */
export async function twoColumnLabels(): Promise<Fixture> {
  const pdf = await draw([
    (pen) => {
      pen.text(40, 40, 'Bluewater Freight Partners LLC', 14, true);
      pen.text(40, 56, '4410 Harbor View Rd, Suite 12');
      pen.text(40, 68, 'Tampa, FL 33605');
      pen.text(40, 80, 'Phone: (813) 555-0142');
      pen.text(400, 40, 'RATE CONFIRMATION', 14, true);
      pen.text(400, 60, 'Load #: BW-448120');
      pen.text(400, 72, 'Date: 03/02/2025');
      pen.text(40, 110, 'Carrier: Northern Lights Haulage Inc');
      pen.text(330, 110, 'Broker MC: 771204');
      pen.text(40, 122, 'Carrier MC: 990311');
      pen.text(330, 122, 'Booked by: Dana Whitfield');
      pen.text(330, 134, 'Email: dana.whitfield@bluewaterfp.com');
      pen.text(330, 146, 'Phone: (813) 555-0199 x214');
      pen.text(40, 180, 'SHIPPER', 11, true);
      pen.text(40, 196, 'Name:');
      pen.text(110, 196, 'Coastal Citrus Packers');
      pen.text(40, 208, 'Address:');
      pen.text(110, 208, '2150 Orange Blossom Trl');
      pen.text(110, 220, 'Orlando, FL 32805');
      pen.text(330, 196, 'Pickup Date:');
      pen.text(420, 196, '03/04/2025');
      pen.text(330, 208, 'Appointment:');
      pen.text(420, 208, '07:30 - 09:00');
      pen.text(330, 220, 'Pickup #:');
      pen.text(420, 220, 'PU77120');
      pen.text(40, 260, 'CONSIGNEE', 11, true);
      pen.text(40, 276, 'Name:');
      pen.text(110, 276, 'Piedmont Fresh Market DC');
      pen.text(40, 288, 'Address:');
      pen.text(110, 288, '88 Commerce Park Dr');
      pen.text(110, 300, 'Charlotte, NC 28273');
      pen.text(330, 276, 'Delivery Date:');
      pen.text(420, 276, '03/05/2025');
      pen.text(330, 288, 'Appointment:');
      pen.text(420, 288, '14:00');
      pen.text(330, 300, 'Delivery #:');
      pen.text(420, 300, 'DL55031');
      pen.text(40, 340, 'Commodity: Fresh Oranges');
      pen.text(250, 340, 'Weight: 38,500 lbs');
      pen.text(420, 340, 'Pallets: 22');
      pen.text(40, 352, 'Equipment: Reefer 53ft');
      pen.text(250, 352, 'Miles: 582');
      pen.text(40, 390, 'Line Haul');
      pen.text(480, 390, '$2,150.00');
      pen.text(40, 402, 'Total Carrier Pay');
      pen.text(480, 402, '$2,150.00');
      terms(pen, 440);
    },
  ]);
  return {
    name: 'two-column label/value',
    pdf,
    expected: {
      load_number: 'BW-448120',
      broker_name: 'Bluewater Freight Partners LLC',
      broker_mc_number: '771204',
      broker_email: 'dana.whitfield@bluewaterfp.com',
      broker_phone: '(813) 555-0199 x214',
      rate_booked: '2150.00',
      linehaul: '2150.00',
      weight_lbs: 38500,
      pieces: 22,
      commodity: 'Fresh Oranges',
      equipment: 'Reefer 53ft',
      loaded_miles: 582,
      events: [
        {
          event_type: 'pickup',
          event_date: '2025-03-04',
          appointment_time_lower: '07:30',
          appointment_time_higher: '09:00',
          facility_name: 'Coastal Citrus Packers',
          location_street: '2150 Orange Blossom Trl',
          location_city: 'Orlando',
          location_state: 'FL',
          location_postal_code: '32805',
          reference_number: 'PU77120',
        },
        {
          event_type: 'delivery',
          event_date: '2025-03-05',
          appointment_time_lower: '14:00',
          appointment_time_higher: '14:00',
          facility_name: 'Piedmont Fresh Market DC',
          location_street: '88 Commerce Park Dr',
          location_city: 'Charlotte',
          location_state: 'NC',
          location_postal_code: '28273',
          reference_number: 'DL55031',
        },
      ],
    },
  };
}

/** A table of stops (two pickups, two deliveries), dates without a year, charges itemised with fuel. */
export async function multiStopTable(): Promise<Fixture> {
  const stops = [
    ['Oct 28', 'Pick Up', 'Granite Ridge Millwork', '301 Quarry Ln', 'Barre, VT 05641', '0800-1000', 'GR-1001'],
    ['Oct 28', 'Pick Up', 'Maple Hollow Cabinets', '77 Sugarhouse Rd', 'Montpelier, VT 05602', '1300', 'MH-2002'],
    ['Oct 30', 'Drop', 'Lakeshore Home Supply', '1900 Industrial Pkwy', 'Erie, PA 16509', '0900', 'LS-3003'],
    ['Oct 31', 'Drop', 'Riverbend Builders Outlet', '45 Canal St', 'Dayton, OH 45402', '1100-1500', 'RB-4004'],
  ];
  const pdf = await draw([
    (pen) => {
      pen.text(40, 40, 'Summit Crest Logistics Inc', 16, true);
      pen.text(40, 58, 'Carrier Load Confirmation  -  Order # 5518842', 11);
      pen.text(40, 74, 'Issued 10/25/2024 by Marco Ellison, marco@summitcrestlog.com, 802-555-0117');
      pen.text(40, 100, 'Carrier: Granite State Express LLC');
      pen.text(330, 100, 'Trailer Type: Dry Van 53');
      pen.text(40, 112, 'Total Weight: 41,200 lbs');
      pen.text(330, 112, 'Pieces: 640');
      pen.text(40, 124, 'Commodity: Kitchen cabinetry');
      pen.text(40, 160, 'Stop', 9, true);
      pen.text(80, 160, 'Type', 9, true);
      pen.text(130, 160, 'Location', 9, true);
      pen.text(340, 160, 'Time', 9, true);
      pen.text(420, 160, 'Ref #', 9, true);
      for (const [i, s] of stops.entries()) {
        const y = 180 + i * 46;
        pen.text(40, y, s[0] ?? '');
        pen.text(80, y, s[1] ?? '');
        pen.text(130, y, s[2] ?? '');
        pen.text(130, y + 12, s[3] ?? '');
        pen.text(130, y + 24, s[4] ?? '');
        pen.text(340, y, s[5] ?? '');
        pen.text(420, y, s[6] ?? '');
      }
      pen.text(40, 380, 'Charges', 11, true);
      pen.text(40, 396, 'Linehaul');
      pen.text(480, 396, '$3,200.00');
      pen.text(40, 408, 'Fuel Surcharge');
      pen.text(480, 408, '$412.50');
      pen.text(40, 420, 'Stop Off (2)');
      pen.text(480, 420, '$150.00');
      pen.text(40, 436, 'Total');
      pen.text(480, 436, '$3,762.50');
      terms(pen, 470);
    },
  ]);
  const place = (s: string) => {
    const [city = '', rest = ''] = s.split(', ');
    const [state = '', zip = ''] = rest.split(' ');
    return { location_city: city, location_state: state, location_postal_code: zip };
  };
  const times: [string, string][] = [
    ['08:00', '10:00'],
    ['13:00', '13:00'],
    ['09:00', '09:00'],
    ['11:00', '15:00'],
  ];
  const dates = ['2024-10-28', '2024-10-28', '2024-10-30', '2024-10-31'];
  return {
    name: 'table of stops, multi-stop, itemised money, dates without year',
    pdf,
    expected: {
      load_number: '5518842',
      broker_name: 'Summit Crest Logistics Inc',
      broker_email: 'marco@summitcrestlog.com',
      broker_phone: '802-555-0117',
      rate_booked: '3762.50',
      linehaul: '3200.00',
      accessorials: [
        { description: 'Fuel Surcharge', amount: '412.50' },
        { description: 'Stop Off', amount: '150.00' },
      ],
      weight_lbs: 41200,
      pieces: 640,
      commodity: 'Kitchen cabinetry',
      equipment: 'Dry Van 53',
      events: stops.map((s, i) => ({
        event_type: i < 2 ? 'pickup' : 'delivery',
        event_date: dates[i] ?? '',
        appointment_time_lower: times[i]?.[0],
        appointment_time_higher: times[i]?.[1],
        facility_name: s[2],
        location_street: s[3],
        ...place(s[4] ?? ''),
        reference_number: s[6],
      })),
    },
  };
}

/** Pickup and delivery side by side; one-line stop addresses; a wrong ZIP for the delivery city. */
export async function sideBySide(): Promise<Fixture> {
  const pdf = await draw([
    (pen) => {
      pen.text(200, 36, 'PRAIRIE LINK BROKERAGE RATE CONFIRMATION', 12, true);
      pen.text(40, 60, 'Confirmation # PL-90417');
      pen.text(40, 72, 'Questions: call Tessa Moreno 515-555-0163 or tessa@prairielink.net');
      pen.text(40, 84, 'Carrier Name: Cedar Valley Transport');
      pen.text(40, 120, 'PICKUP', 11, true);
      pen.text(320, 120, 'DELIVERY', 11, true);
      pen.text(40, 134, 'Heartland Grain Co-op');
      pen.text(320, 134, 'Twin Rivers Feed Mill');
      pen.text(40, 146, '12 Elevator Rd');
      pen.text(320, 146, '5800 Mill Race Ave');
      pen.text(40, 158, 'Ames, IA 50010');
      // 10001 is a New York ZIP: the reader keeps what is printed and the check flags it.
      pen.text(320, 158, 'Mankato, MN 10001');
      pen.text(40, 170, 'Jan 6, 2025  Hours: 06:00-14:00');
      pen.text(320, 170, 'Jan 7, 2025  Appt 10:30');
      pen.text(40, 206, 'Commodity: Soybean meal');
      pen.text(320, 206, 'Equipment: Hopper');
      pen.text(40, 218, 'Weight: 48000');
      pen.text(40, 250, 'Rate: $1,480.00');
      pen.text(40, 262, 'Total Pay: $1,480.00');
      pen.text(40, 274, 'Hazmat: No');
      terms(pen, 310);
    },
  ]);
  return {
    name: 'side-by-side stops',
    pdf,
    expected: {
      load_number: 'PL-90417',
      broker_name: 'PRAIRIE LINK BROKERAGE',
      broker_email: 'tessa@prairielink.net',
      broker_phone: '515-555-0163',
      rate_booked: '1480.00',
      weight_lbs: 48000,
      commodity: 'Soybean meal',
      equipment: 'Hopper',
      hazmat: false,
      events: [
        {
          event_type: 'pickup',
          event_date: '2025-01-06',
          appointment_time_lower: '06:00',
          appointment_time_higher: '14:00',
          facility_name: 'Heartland Grain Co-op',
          location_street: '12 Elevator Rd',
          location_city: 'Ames',
          location_state: 'IA',
          location_postal_code: '50010',
        },
        {
          event_type: 'delivery',
          event_date: '2025-01-07',
          appointment_time_lower: '10:30',
          appointment_time_higher: '10:30',
          facility_name: 'Twin Rivers Feed Mill',
          location_street: '5800 Mill Race Ave',
          location_city: 'Mankato',
          location_state: 'MN',
          location_postal_code: '10001',
        },
      ],
    },
  };
}

/** Each stop on one line: "Pickup 1: Name, 123 Street City, ST 12345". */
export async function oneLineStops(): Promise<Fixture> {
  const pdf = await draw([
    (pen) => {
      pen.text(40, 40, 'Carrier Rate Confirmation for Shipment:', 13, true);
      pen.text(40, 58, '7720415', 13, true);
      pen.text(40, 80, 'Harborline Freight');
      pen.text(40, 92, 'For updates about this load contact loads@harborlinefreight.com, 206-555-0188.');
      pen.text(40, 104, 'Accounting: billing@harborlinefreight.com');
      pen.text(40, 130, 'Trailer: 48 Flatbed');
      pen.text(300, 130, 'Rate: $960.00');
      pen.text(300, 142, 'Total: $960.00');
      pen.text(40, 180, 'Pickup 1: Evergreen Lumber Yard, 4410 Mill Creek Rd Tacoma, WA 98421', 10);
      pen.text(60, 194, 'Starts At: 09/15/2025 06:00 PDT');
      pen.text(60, 206, 'PO #: 88123001');
      pen.text(40, 236, 'Delivery 1: Cascade Deck Supply, 9020 Ridge Crest Dr Spokane, WA 99224', 10);
      pen.text(60, 250, 'Starts At: 09/16/2025 11:00 PDT');
      pen.text(60, 262, 'PO #: 88123002');
      terms(pen, 300);
    },
  ]);
  return {
    name: 'one-line stops',
    pdf,
    expected: {
      load_number: '7720415',
      broker_name: 'Harborline Freight',
      broker_email: 'loads@harborlinefreight.com',
      broker_phone: '206-555-0188',
      rate_booked: '960.00',
      equipment: '48 Flatbed',
      events: [
        {
          event_type: 'pickup',
          event_date: '2025-09-15',
          appointment_time_lower: '06:00',
          appointment_time_higher: '06:00',
          facility_name: 'Evergreen Lumber Yard',
          location_street: '4410 Mill Creek Rd',
          location_city: 'Tacoma',
          location_state: 'WA',
          location_postal_code: '98421',
          reference_number: '88123001',
        },
        {
          event_type: 'delivery',
          event_date: '2025-09-16',
          appointment_time_lower: '11:00',
          appointment_time_higher: '11:00',
          facility_name: 'Cascade Deck Supply',
          location_street: '9020 Ridge Crest Dr',
          location_city: 'Spokane',
          location_state: 'WA',
          location_postal_code: '99224',
          reference_number: '88123002',
        },
      ],
    },
  };
}

/** Numbered stops with "Origin"/"Destination", dashed dates, 12-hour windows, a second page of terms. */
export async function numberedStopsTwoPages(): Promise<Fixture> {
  const pdf = await draw([
    (pen) => {
      pen.text(40, 36, 'Redwood Canyon Transport Brokers', 15, true);
      pen.text(40, 52, '1200 Sequoia Blvd, Eureka, CA 95501   MC# 612044');
      pen.text(40, 64, 'dispatch@redwoodcanyontb.com   (707) 555-0134');
      pen.text(380, 36, 'LOAD CONFIRMATION', 12, true);
      pen.text(380, 52, 'Trip # RC-30581');
      pen.text(380, 64, 'Printed: 07-14-2025');
      pen.text(40, 96, 'Carrier: Silver Spur Freight LLC');
      pen.text(40, 108, 'Carrier MC: 884210');
      pen.text(40, 140, 'Stop 1 - Origin', 11, true);
      pen.text(60, 154, 'Sonoma Valley Vintners');
      pen.text(60, 166, '455 Vineyard Way');
      pen.text(60, 178, 'Santa Rosa, CA 95401');
      pen.text(330, 154, 'Date: 07-16-25');
      pen.text(330, 166, 'Window: 8:00 AM - 11:00 AM');
      pen.text(330, 178, 'Pickup Number: SV-88231');
      pen.text(40, 210, 'Stop 2 - Destination', 11, true);
      pen.text(60, 224, 'Cascade Wine Distributors');
      pen.text(60, 236, '2700 Riverfront Pkwy');
      pen.text(60, 248, 'Portland, OR 97209');
      pen.text(330, 224, 'Date: 07-18-25');
      pen.text(330, 236, 'Appointment: 6:30 AM');
      pen.text(330, 248, 'Delivery Number: CW-11902');
      pen.text(40, 290, 'Equipment: Reefer');
      pen.text(250, 290, 'Temp: 55F');
      pen.text(40, 302, 'Commodity: Bottled wine');
      pen.text(250, 302, 'Weight: 42,000 lbs');
      pen.text(40, 314, 'Pallets: 24');
      pen.text(40, 346, 'Line Haul Rate');
      pen.text(470, 346, '$2,600.00');
      pen.text(40, 358, 'Detention (2 hrs)');
      pen.text(470, 358, '$100.00');
      pen.text(40, 374, 'Total Carrier Pay');
      pen.text(470, 374, '$2,700.00');
    },
    (pen) => terms(pen, 60),
  ]);
  return {
    name: 'numbered origin/destination stops over two pages',
    pdf,
    expected: {
      load_number: 'RC-30581',
      broker_name: 'Redwood Canyon Transport Brokers',
      broker_mc_number: '612044',
      broker_email: 'dispatch@redwoodcanyontb.com',
      broker_phone: '(707) 555-0134',
      rate_booked: '2700.00',
      linehaul: '2600.00',
      accessorials: [{ description: 'Detention', amount: '100.00' }],
      weight_lbs: 42000,
      pieces: 24,
      commodity: 'Bottled wine',
      equipment: 'Reefer',
      events: [
        {
          event_type: 'pickup',
          event_date: '2025-07-16',
          appointment_time_lower: '08:00',
          appointment_time_higher: '11:00',
          facility_name: 'Sonoma Valley Vintners',
          location_street: '455 Vineyard Way',
          location_city: 'Santa Rosa',
          location_state: 'CA',
          location_postal_code: '95401',
          reference_number: 'SV-88231',
        },
        {
          event_type: 'delivery',
          event_date: '2025-07-18',
          appointment_time_lower: '06:30',
          appointment_time_higher: '06:30',
          facility_name: 'Cascade Wine Distributors',
          location_street: '2700 Riverfront Pkwy',
          location_city: 'Portland',
          location_state: 'OR',
          location_postal_code: '97209',
          reference_number: 'CW-11902',
        },
      ],
    },
  };
}

/** "Shipper:"/"Consignee:" labels with one-line addresses, written-out dates, military ranges. */
export async function labelledOneLineAddresses(): Promise<Fixture> {
  const pdf = await draw([
    (pen) => {
      pen.text(40, 36, 'Ironwood Freight Services, Inc.', 14, true);
      pen.text(40, 52, 'Carrier Confirmation of Rate');
      pen.text(380, 36, 'Shipment ID: IF-2207795');
      pen.text(380, 48, 'Rep: Lena Ortiz');
      pen.text(380, 60, 'lena.ortiz@ironwoodfreight.com');
      pen.text(380, 72, 'Tel 480.555.0171');
      pen.text(40, 100, 'Carrier: Desert Sun Carriers');
      pen.text(40, 130, 'Shipper: Mesa Solar Components');
      pen.text(40, 142, 'Address: 3300 E Sky Harbor Blvd, Phoenix, AZ 85034');
      pen.text(40, 154, 'Tuesday, August 5, 2025   0700-1500   Ref: MS-44017');
      pen.text(40, 186, 'Consignee: Rio Grande Power Supply');
      pen.text(40, 198, 'Address: 6100 Jefferson St NE, Albuquerque, NM 87109');
      pen.text(40, 210, 'Wednesday, August 6, 2025   Appt 0930 hrs   Ref: RG-90312');
      pen.text(40, 244, 'Equipment: 53 Dry Van   Hazmat: Yes');
      pen.text(40, 256, 'Description of goods: Lithium batteries');
      pen.text(40, 268, 'Gross weight: 18,250');
      pen.text(40, 280, 'Piece count: 36');
      pen.text(40, 310, 'Agreed Rate: USD 1,900.00');
      terms(pen, 340);
    },
  ]);
  return {
    name: 'labelled one-line addresses',
    pdf,
    expected: {
      load_number: 'IF-2207795',
      broker_name: 'Ironwood Freight Services, Inc.',
      broker_email: 'lena.ortiz@ironwoodfreight.com',
      broker_phone: '480.555.0171',
      rate_booked: '1900.00',
      weight_lbs: 18250,
      pieces: 36,
      commodity: 'Lithium batteries',
      hazmat: true,
      events: [
        {
          event_type: 'pickup',
          event_date: '2025-08-05',
          appointment_time_lower: '07:00',
          appointment_time_higher: '15:00',
          facility_name: 'Mesa Solar Components',
          location_street: '3300 E Sky Harbor Blvd',
          location_city: 'Phoenix',
          location_state: 'AZ',
          location_postal_code: '85034',
          reference_number: 'MS-44017',
        },
        {
          event_type: 'delivery',
          event_date: '2025-08-06',
          appointment_time_lower: '09:30',
          appointment_time_higher: '09:30',
          facility_name: 'Rio Grande Power Supply',
          location_street: '6100 Jefferson St NE',
          location_city: 'Albuquerque',
          location_state: 'NM',
          location_postal_code: '87109',
          reference_number: 'RG-90312',
        },
      ],
    },
  };
}

/** A PDF whose only page is a picture of another PDF's page (as a scanner would make it). */
export async function scannedPdf(png: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const page = doc.addPage([612, 792]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return doc.save();
}

export const TEXT_LAYOUTS = [
  twoColumnLabels,
  multiStopTable,
  sideBySide,
  oneLineStops,
  numberedStopsTwoPages,
  labelledOneLineAddresses,
];
