import { describe, expect, it } from 'vitest';
import { withCalendarExport } from '../src/modules/extraction/calendar-export';
import { captionOf, withJsonPrint } from '../src/modules/extraction/json-print';
import { textOf } from '../src/modules/extraction/layout';
import { withOutlineTree } from '../src/modules/extraction/outline-tree';
import { readDocument } from '../src/modules/extraction/read-document';
import { fixedLines, wordDoc } from './support/positioned-words';
import { EXAMPLE_LOAD_STOPS as EXPECTED_STOPS, lowerStops as lower } from './support/read-stops';

/**
 * A load exported as JSON and printed as it is, a load told as an outline tree drawn in ASCII, and
 * a schedule exported as an iCalendar file with a stop an event. Generated here with the values
 * known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

describe('a load exported as JSON', () => {
  const json = JSON.stringify(
    {
      loadId: 'HF-22817',
      broker: { name: 'Harborline Freight LLC', mcNumber: '771020', phone: '(251) 555-0142' },
      carrier: { name: 'Osprey Road Lines', mcNumber: '401223' },
      references: [{ type: 'PO', value: '4410092' }],
      stops: [
        {
          sequence: 1,
          stopType: 'PICKUP',
          location: {
            name: 'Gulf Coast Mills',
            address1: '18 Dock St',
            city: 'Mobile',
            state: 'AL',
            postalCode: '36602',
          },
          windowStart: '2025-06-03T08:00:00',
          windowEnd: '2025-06-03T14:00:00',
          referenceNumber: 'PU77120',
        },
        {
          sequence: 2,
          stopType: 'DELIVERY',
          location: {
            name: 'Juniper Cold Storage',
            address1: '410 Frost Ave',
            city: 'Memphis',
            state: 'TN',
            postalCode: '38118',
          },
          windowStart: '2025-06-05T13:30:00',
          windowEnd: '2025-06-05T13:30:00',
          referenceNumber: null,
        },
      ],
      freight: { commodity: 'Frozen Vegetables', weightLbs: 38200, hazmat: false },
      charges: [
        { code: 'LH', description: 'Line Haul', amount: 2400 },
        { code: 'FSC', description: 'Fuel Surcharge', amount: 310 },
      ],
      totalRate: 2710,
    },
    null,
    2,
  ).split('\n');

  it('writes keys as captions: words for a key, an address block, a stop heading with its day and window', () => {
    expect(captionOf('weight_lbs')).toBe('Weight (lbs)');
    expect(captionOf('loadId')).toBe('Load ID');
    const text = textOf(withJsonPrint(wordDoc(fixedLines(40, ['Load export', '', ...json]))));
    expect(text).toContain('Load ID: HF-22817');
    expect(text).toContain('Broker: Harborline Freight LLC');
    expect(text).toContain('PO #: 4410092');
    expect(text).toContain('Pickup 1');
    expect(text).toContain('Mobile, AL 36602');
    expect(text).toContain('Time: 08:00 - 14:00');
    expect(text).toContain('Line Haul: $2400.00');
    expect(text).not.toContain('"');
  });

  it('reads the export whole, a stop split by a page break and its page foot included', () => {
    const cut = json.findIndex((l) => l.includes('windowStart'));
    const doc = wordDoc(
      fixedLines(40, ['Load export', '', ...json.slice(0, cut), '', 'Page 1 of 2']),
      fixedLines(40, [...json.slice(cut), '', 'Page 2 of 2']),
    );
    const r = readDocument(doc, TODAY);
    expect(r.basic_info.load_number).toBe('HF-22817');
    expect(r.basic_info.broker_name?.toLowerCase()).toBe('harborline freight llc');
    expect(r.basic_info.carrier_name?.toLowerCase()).toBe('osprey road lines');
    expect(r.basic_info.other_reference_numbers).toContain('4410092');
    expect(lower(r)).toEqual(EXPECTED_STOPS);
    expect(r.events[0]?.reference_number).toBe('PU77120');
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
    expect(Number(r.rate_cargo.linehaul)).toBe(2400);
    expect(r.rate_cargo.weight_lbs).toBe(38200);
  });

  it('leaves a sheet with a few quoted notes alone', () => {
    const sheet = wordDoc(
      fixedLines(40, ['Load #: 88120', '"Fragile": handle with care', 'Notes: {see below}', '"Driver": call ahead']),
    );
    expect(withJsonPrint(sheet)).toBe(sheet);
  });
});

describe('a load told as an ASCII outline tree', () => {
  const tree = [
    'Load HF-22817',
    '+-- Broker',
    '|   +-- Harborline Freight LLC',
    '|   +-- Phone: (251) 555-0142',
    '|   `-- MC: 771020',
    '+-- Carrier',
    '|   `-- Osprey Road Lines',
    '+-- Stops',
    '|   +-- Pickup 1',
    '|   |   +-- Facility: Gulf Coast Mills',
    '|   |   +-- Address: 18 Dock St, Mobile, AL 36602',
    '|   |   +-- Date: 06/03/2025',
    '|   |   `-- Hours: 08:00 - 14:00',
    '|   `-- Delivery 1',
    '|       +-- Facility: Juniper Cold Storage',
    '|       +-- Address: 410 Frost Ave, Memphis, TN 38118',
    '|       +-- Date: 06/05/2025',
    '|       `-- Appt: 13:30',
    '`-- Pay',
    '    +-- Line Haul: $2,400.00',
    '    `-- Total: $2,710.00',
  ];

  it('takes the branches off, the indent kept, and a caption over its one value set beside it', () => {
    const text = textOf(withOutlineTree(wordDoc(fixedLines(40, tree))));
    expect(text).not.toMatch(/\+--|`--/);
    expect(text).toContain('Facility: Gulf Coast Mills');
    expect(text).toContain('Carrier: Osprey Road Lines');
    expect(text).not.toMatch(/Stops:/);
  });

  it('reads the tree whole', () => {
    const r = readDocument(wordDoc(fixedLines(40, tree)), TODAY);
    expect(r.basic_info.carrier_name?.toLowerCase()).toBe('osprey road lines');
    expect(lower(r)).toEqual(EXPECTED_STOPS);
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
  });

  it('leaves a table ruled in ASCII alone', () => {
    const table = [
      '+--------+-------------+----------+',
      '| Stop   | Facility    | Date     |',
      '+--------+-------------+----------+',
      '| PU 1   | Gulf Coast  | 06/03/25 |',
      '+--------+-------------+----------+',
      '| DEL 1  | Juniper     | 06/05/25 |',
      '+--------+-------------+----------+',
      '| DEL 2  | Frost Farms | 06/06/25 |',
      '+--------+-------------+----------+',
      '| DEL 3  | Pier Foods  | 06/07/25 |',
      '+--------+-------------+----------+',
      '+-- see notes',
    ];
    const doc = wordDoc(fixedLines(40, table));
    expect(withOutlineTree(doc)).toBe(doc);
  });
});

describe('a schedule exported as an iCalendar file', () => {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'X-WR-CALNAME:Load HF-22817',
    'X-WR-CALDESC:Load #: HF-22817\\nBroker: Harborline Freight LLC\\nCarrier: Osprey Road Lines\\nLine Haul: $2',
    ' \\,400.00\\nTotal: $2\\,710.00',
    'BEGIN:VEVENT',
    'UID:HF-22817-1@harborline.example',
    'DTSTAMP:20250601T091200Z',
    'DTSTART;TZID=America/Chicago:20250603T080000',
    'DTEND;TZID=America/Chicago:20250603T140000',
    'SUMMARY:Pickup 1 - Gulf Coast Mills',
    'LOCATION:18 Dock St\\, Mobile\\, AL 36602',
    'DESCRIPTION:Pickup #: PU77120',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:HF-22817-2@harborline.example',
    'DTSTART;TZID=America/Chicago:20250605T133000',
    'DTEND;TZID=America/Chicago:20250605T133000',
    'SUMMARY:Delivery 1 - Juniper Cold Storage',
    'LOCATION:410 Frost Ave\\, Memphis\\, TN 38118',
    'END:VEVENT',
    'END:VCALENDAR',
  ];

  it('unfolds and unescapes the properties and writes each event as a stop', () => {
    const text = textOf(withCalendarExport(wordDoc(fixedLines(40, ics))));
    expect(text).toContain('Total: $2,710.00');
    expect(text).toContain('Line Haul: $2,400.00');
    expect(text).toContain('Mobile, AL 36602');
    expect(text).toContain('Time: 08:00 - 14:00');
    expect(text).not.toContain('UID:');
  });

  it('reads the calendar whole', () => {
    const r = readDocument(wordDoc(fixedLines(40, ['Calendar export', '', ...ics])), TODAY);
    expect(r.basic_info.load_number).toBe('HF-22817');
    expect(lower(r)).toEqual(EXPECTED_STOPS);
    expect(r.events[0]?.reference_number).toBe('PU77120');
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
  });

  it('leaves a sheet whose captions look like properties alone', () => {
    const sheet = wordDoc(
      fixedLines(40, ['SUMMARY:Load HF-22817', 'LOCATION:18 Dock St, Mobile, AL 36602', 'DTSTART:06/03/2025 08:00']),
    );
    expect(withCalendarExport(sheet)).toBe(sheet);
  });
});
