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

type Event = Expected['events'][number];

/**
 * One stop as a reader should find it: `when` is "YYYY-MM-DD HH:MM" or "YYYY-MM-DD HH:MM-HH:MM"
 * (the appointment window), `place` is "City, ST 12345" as printed.
 */
function stop(type: Event['event_type'], when: string, facility: string, street: string, place: string, ref?: string) {
  const [date = '', window = ''] = when.split(' ');
  const [lower = '', higher = lower] = window.split('-');
  const [city = '', rest = ''] = place.split(', ');
  const [state = '', zip = ''] = rest.split(' ');
  const event: Event = {
    event_type: type,
    event_date: date,
    appointment_time_lower: lower,
    appointment_time_higher: higher,
    facility_name: facility,
    location_street: street,
    location_city: city,
    location_state: state,
    location_postal_code: zip,
  };
  return ref ? { ...event, reference_number: ref } : event;
}
type Stop = ReturnType<typeof stop>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayParts = (iso: string) => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return { y, m, d, month: MONTHS[Number(m) - 1] ?? '', day: Number(d) };
};
/** How each layout prints a stop's day and time. */
const printed = {
  usDate: (s: Stop) => {
    const { y, m, d } = dayParts(s.event_date);
    return `${m}/${d}/${y}`;
  },
  window: (s: Stop, join: string) =>
    s.appointment_time_lower === s.appointment_time_higher
      ? String(s.appointment_time_lower)
      : `${s.appointment_time_lower}${join}${s.appointment_time_higher}`,
  military: (t: string | null | undefined) => String(t).replace(':', ''),
  twelveHour: (t: string | null | undefined) => {
    const [h = 0, m = 0] = String(t).split(':').map(Number);
    return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  },
};

const heading = (s: Stop, pickup: string, delivery: string) => (s.event_type === 'pickup' ? pickup : delivery);

/** Two columns of "Label: value" pairs, shipper and consignee sections one under the other. */
export async function twoColumnLabels(): Promise<Fixture> {
  const stops = [
    stop(
      'pickup',
      '2025-03-04 07:30-09:00',
      'Coastal Citrus Packers',
      '2150 Orange Blossom Trl',
      'Orlando, FL 32805',
      'PU77120',
    ),
    stop(
      'delivery',
      '2025-03-05 14:00',
      'Piedmont Fresh Market DC',
      '88 Commerce Park Dr',
      'Charlotte, NC 28273',
      'DL55031',
    ),
  ];
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
      for (const [i, s] of stops.entries()) {
        const y = 180 + i * 80;
        const kind = heading(s, 'Pickup', 'Delivery');
        pen.text(40, y, heading(s, 'SHIPPER', 'CONSIGNEE'), 11, true);
        pen.text(40, y + 16, 'Name:');
        pen.text(110, y + 16, String(s.facility_name));
        pen.text(40, y + 28, 'Address:');
        pen.text(110, y + 28, String(s.location_street));
        pen.text(110, y + 40, `${s.location_city}, ${s.location_state} ${s.location_postal_code}`);
        pen.text(330, y + 16, `${kind} Date:`);
        pen.text(420, y + 16, printed.usDate(s));
        pen.text(330, y + 28, 'Appointment:');
        pen.text(420, y + 28, printed.window(s, ' - '));
        pen.text(330, y + 40, `${kind} #:`);
        pen.text(420, y + 40, String(s.reference_number));
      }
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
      events: stops,
    },
  };
}

/** A table of stops (two pickups, two deliveries), dates without a year, charges itemised with fuel. */
export async function multiStopTable(): Promise<Fixture> {
  const stops = [
    stop('pickup', '2024-10-28 08:00-10:00', 'Granite Ridge Millwork', '301 Quarry Ln', 'Barre, VT 05641', 'GR-1001'),
    stop('pickup', '2024-10-28 13:00', 'Maple Hollow Cabinets', '77 Sugarhouse Rd', 'Montpelier, VT 05602', 'MH-2002'),
    stop('delivery', '2024-10-30 09:00', 'Lakeshore Home Supply', '1900 Industrial Pkwy', 'Erie, PA 16509', 'LS-3003'),
    stop(
      'delivery',
      '2024-10-31 11:00-15:00',
      'Riverbend Builders Outlet',
      '45 Canal St',
      'Dayton, OH 45402',
      'RB-4004',
    ),
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
      for (const [x, title] of [
        [40, 'Stop'],
        [80, 'Type'],
        [130, 'Location'],
        [340, 'Time'],
        [420, 'Ref #'],
      ] as const)
        pen.text(x, 160, title, 9, true);
      for (const [i, s] of stops.entries()) {
        const y = 180 + i * 46;
        const { month, day } = dayParts(s.event_date);
        pen.text(40, y, `${month.slice(0, 3)} ${day}`);
        pen.text(80, y, heading(s, 'Pick Up', 'Drop'));
        pen.text(130, y, String(s.facility_name));
        pen.text(130, y + 12, String(s.location_street));
        pen.text(130, y + 24, `${s.location_city}, ${s.location_state} ${s.location_postal_code}`);
        pen.text(
          340,
          y,
          printed.military(s.appointment_time_lower) +
            (s.appointment_time_lower === s.appointment_time_higher
              ? ''
              : `-${printed.military(s.appointment_time_higher)}`),
        );
        pen.text(420, y, String(s.reference_number));
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
      events: stops,
    },
  };
}

/** Pickup and delivery side by side; one-line stop addresses; a wrong ZIP for the delivery city. */
export async function sideBySide(): Promise<Fixture> {
  const stops = [
    stop('pickup', '2025-01-06 06:00-14:00', 'Heartland Grain Co-op', '12 Elevator Rd', 'Ames, IA 50010'),
    // 10001 is a New York ZIP: the reader keeps what is printed and the check flags it.
    stop('delivery', '2025-01-07 10:30', 'Twin Rivers Feed Mill', '5800 Mill Race Ave', 'Mankato, MN 10001'),
  ];
  const pdf = await draw([
    (pen) => {
      pen.text(200, 36, 'PRAIRIE LINK BROKERAGE RATE CONFIRMATION', 12, true);
      pen.text(40, 60, 'Confirmation # PL-90417');
      pen.text(40, 72, 'Questions: call Tessa Moreno 515-555-0163 or tessa@prairielink.net');
      pen.text(40, 84, 'Carrier Name: Cedar Valley Transport');
      // The two columns are printed line by line across the page.
      const columns = stops.map((s) => {
        const { month, day, y } = dayParts(s.event_date);
        const time = heading(s, `Hours: ${printed.window(s, '-')}`, `Appt ${printed.window(s, '-')}`);
        const place = `${s.location_city}, ${s.location_state} ${s.location_postal_code}`;
        return [
          String(s.facility_name),
          String(s.location_street),
          place,
          `${month.slice(0, 3)} ${day}, ${y}  ${time}`,
        ];
      });
      for (const [i, s] of stops.entries()) pen.text(40 + i * 280, 120, heading(s, 'PICKUP', 'DELIVERY'), 11, true);
      for (const [row, y] of [134, 146, 158, 170].entries()) {
        for (const [i, lines] of columns.entries()) pen.text(40 + i * 280, y, lines[row] ?? '');
      }
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
      events: stops,
    },
  };
}

/** Each stop on one line: "Pickup 1: Name, 123 Street City, ST 12345". */
export async function oneLineStops(): Promise<Fixture> {
  const stops = [
    stop('pickup', '2025-09-15 06:00', 'Evergreen Lumber Yard', '4410 Mill Creek Rd', 'Tacoma, WA 98421', '88123001'),
    stop('delivery', '2025-09-16 11:00', 'Cascade Deck Supply', '9020 Ridge Crest Dr', 'Spokane, WA 99224', '88123002'),
  ];
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
      for (const [i, s] of stops.entries()) {
        const y = 180 + i * 56;
        const place = `${s.location_city}, ${s.location_state} ${s.location_postal_code}`;
        const line = `${heading(s, 'Pickup', 'Delivery')} 1: ${s.facility_name}, ${s.location_street} ${place}`;
        pen.text(40, y, line, 10);
        pen.text(60, y + 14, `Starts At: ${printed.usDate(s)} ${s.appointment_time_lower} PDT`);
        pen.text(60, y + 26, `PO #: ${s.reference_number}`);
      }
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
      events: stops,
    },
  };
}

/** Numbered stops with "Origin"/"Destination", dashed dates, 12-hour windows, a second page of terms. */
export async function numberedStopsTwoPages(): Promise<Fixture> {
  const stops = [
    stop(
      'pickup',
      '2025-07-16 08:00-11:00',
      'Sonoma Valley Vintners',
      '455 Vineyard Way',
      'Santa Rosa, CA 95401',
      'SV-88231',
    ),
    stop(
      'delivery',
      '2025-07-18 06:30',
      'Cascade Wine Distributors',
      '2700 Riverfront Pkwy',
      'Portland, OR 97209',
      'CW-11902',
    ),
  ];
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
      for (const [i, s] of stops.entries()) {
        const y = 140 + i * 70;
        const { y: year, m, d } = dayParts(s.event_date);
        const [lower, higher] = [s.appointment_time_lower, s.appointment_time_higher].map(printed.twelveHour);
        const time = heading(s, `Window: ${lower} - ${higher}`, `Appointment: ${lower}`);
        pen.text(40, y, `Stop ${i + 1} - ${heading(s, 'Origin', 'Destination')}`, 11, true);
        pen.text(60, y + 14, String(s.facility_name));
        pen.text(60, y + 26, String(s.location_street));
        pen.text(60, y + 38, `${s.location_city}, ${s.location_state} ${s.location_postal_code}`);
        pen.text(330, y + 14, `Date: ${m}-${d}-${year.slice(2)}`);
        pen.text(330, y + 26, time);
        pen.text(330, y + 38, `${heading(s, 'Pickup', 'Delivery')} Number: ${s.reference_number}`);
      }
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
      events: stops,
    },
  };
}

/** "Shipper:"/"Consignee:" labels with one-line addresses, written-out dates, military ranges. */
export async function labelledOneLineAddresses(): Promise<Fixture> {
  const stops = [
    stop(
      'pickup',
      '2025-08-05 07:00-15:00',
      'Mesa Solar Components',
      '3300 E Sky Harbor Blvd',
      'Phoenix, AZ 85034',
      'MS-44017',
    ),
    stop(
      'delivery',
      '2025-08-06 09:30',
      'Rio Grande Power Supply',
      '6100 Jefferson St NE',
      'Albuquerque, NM 87109',
      'RG-90312',
    ),
  ];
  const pdf = await draw([
    (pen) => {
      pen.text(40, 36, 'Ironwood Freight Services, Inc.', 14, true);
      pen.text(40, 52, 'Carrier Confirmation of Rate');
      pen.text(380, 36, 'Shipment ID: IF-2207795');
      pen.text(380, 48, 'Rep: Lena Ortiz');
      pen.text(380, 60, 'lena.ortiz@ironwoodfreight.com');
      pen.text(380, 72, 'Tel 480.555.0171');
      pen.text(40, 100, 'Carrier: Desert Sun Carriers');
      for (const [i, s] of stops.entries()) {
        const y = 130 + i * 56;
        const { y: year, month, day } = dayParts(s.event_date);
        const weekday = WEEKDAYS[new Date(`${s.event_date}T12:00:00Z`).getUTCDay()];
        const [lower, higher] = [s.appointment_time_lower, s.appointment_time_higher].map(printed.military);
        const time = heading(s, `${lower}-${higher}`, `Appt ${lower} hrs`);
        const place = `${s.location_city}, ${s.location_state} ${s.location_postal_code}`;
        pen.text(40, y, `${heading(s, 'Shipper', 'Consignee')}: ${s.facility_name}`);
        pen.text(40, y + 12, `Address: ${s.location_street}, ${place}`);
        pen.text(40, y + 24, `${weekday}, ${month} ${day}, ${year}   ${time}   Ref: ${s.reference_number}`);
      }
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
      events: stops,
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
