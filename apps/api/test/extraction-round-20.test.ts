import { describe, expect, it } from 'vitest';
import { withIniSections } from '../src/modules/extraction/ini-sections';
import { textOf } from '../src/modules/extraction/layout';
import { withMarkdownPrint } from '../src/modules/extraction/markdown-print';
import { POUNDS } from '../src/modules/extraction/rate-cargo';
import { readDocument } from '../src/modules/extraction/read-document';
import { withSeparatedValues } from '../src/modules/extraction/separated-values';
import { withoutTwinCopy } from '../src/modules/extraction/two-up';
import { EMAIL, findDates, findTimes, formatMinutes, slashWindow } from '../src/modules/extraction/values';
import { withXmlPrint } from '../src/modules/extraction/xml-print';
import { fixedLines, wordDoc } from './support/positioned-words';
import { EXAMPLE_LOAD_STOPS as EXPECTED_STOPS, lowerStops as lower } from './support/read-stops';

/**
 * A load exported as separated values, as an INI key file, as Markdown and as XML, each printed
 * raw, and a sheet printed two-up (two copies side by side). Generated here with the values known;
 * every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

describe('a load exported as separated values', () => {
  const csv = [
    'load_export.csv',
    '',
    'Field,Value',
    'Load Number,HF-22817',
    'Broker,Harborline Freight LLC',
    'Broker MC,771020',
    'Carrier,Osprey Road Lines',
    'PO #,4410092',
    'Commodity,Frozen Vegetables',
    'Weight,"38,200 lbs"',
    'Line Haul,"$2,400.00"',
    'Total,"$2,710.00"',
    '',
    'Stop,Type,Facility,Address,City,State,Zip,Date,From,To,Ref,Phone',
    '1,PU,Gulf Coast Mills,18 Dock St,Mobile,AL,36602,06/03/2025,08:00,14:00,PU77120,',
    '2,DEL,"Juniper Cold Storage, Dock 4",410 Frost Ave,Memphis,TN,38118,06/05/2025,13:30,13:30,,',
  ];

  it('writes facts as captions and stop rows as cells, the place and the window each in one cell', () => {
    const text = textOf(withSeparatedValues(wordDoc(fixedLines(40, csv))));
    expect(text).toContain('Load Number: HF-22817');
    expect(text).toContain('Weight: 38,200 lbs');
    expect(text).toContain('Mobile, AL 36602');
    expect(text).toContain('06/03/2025 08:00 - 14:00');
    expect(text).toContain('Ref PU77120');
    expect(text).not.toContain('Field');
  });

  it('reads the export whole', () => {
    const r = readDocument(wordDoc(fixedLines(40, csv)), TODAY);
    expect(r.basic_info.load_number).toBe('HF-22817');
    expect(r.basic_info.carrier_name?.toLowerCase()).toBe('osprey road lines');
    expect(lower(r).map((s) => s.slice(2))).toEqual(EXPECTED_STOPS.map((s) => s.slice(2)));
    expect(r.events[0]?.reference_number).toBe('PU77120');
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
  });

  it('leaves a sheet with a few commas in its lines alone', () => {
    const sheet = wordDoc(
      fixedLines(40, ['Load #: 88120', 'Mobile,AL,36602', 'Notes: call ahead,no touch,seal', 'Total: $2,710.00']),
    );
    expect(withSeparatedValues(sheet)).toBe(sheet);
  });
});

describe('a load written as an INI key file', () => {
  const ini = [
    '; Load tender export',
    '[load]',
    'load_number = HF-22817',
    'po = 4410092',
    '[broker]',
    'name = Harborline Freight LLC',
    'address = 90 Bay St',
    'city = Mobile',
    'state = AL',
    'zip = 36603',
    'mc = 771020',
    '[carrier]',
    'name = Osprey Road Lines',
    'mc = 401223',
    '[pickup_1]',
    'shipper = Gulf Coast Mills',
    'address = 18 Dock St',
    'city = Mobile',
    'state = AL',
    'zip = 36602',
    'date = 06/03/2025',
    'open = 08:00',
    'close = 14:00',
    'pickup_number = PU77120',
    '[delivery_1]',
    'consignee = Juniper Cold Storage',
    'address = 410 Frost Ave',
    'city = Memphis',
    'state = TN',
    'zip = 38118',
    'date = 06/05/2025',
    'appointment = 13:30',
    '[rate]',
    'line_haul = 2400.00',
    'total = 2710.00',
  ];

  it('writes sections as captions, a stop section as a stop with its window', () => {
    const text = textOf(withIniSections(wordDoc(fixedLines(40, ini))));
    expect(text).toContain('Load Number: HF-22817');
    expect(text).toContain('Pickup 1');
    expect(text).toContain('Time: 08:00 - 14:00');
    expect(text).toContain('Line Haul: $2400.00');
    expect(text).not.toContain('[');
  });

  it('reads the key file whole', () => {
    const r = readDocument(wordDoc(fixedLines(40, ini)), TODAY);
    expect(r.basic_info.load_number).toBe('HF-22817');
    expect(r.basic_info.carrier_name?.toLowerCase()).toBe('osprey road lines');
    expect(lower(r)).toEqual(EXPECTED_STOPS);
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
    expect(Number(r.rate_cargo.linehaul)).toBe(2400);
  });

  it('leaves a sheet with a bracketed note or two alone', () => {
    const sheet = wordDoc(fixedLines(40, ['[Carrier copy]', 'Load #: 88120', 'Date = 06/03/2025', '[Sign below]']));
    expect(withIniSections(sheet)).toBe(sheet);
  });
});

describe('a load written in Markdown and printed raw', () => {
  const md = [
    '# Rate Confirmation',
    '',
    '**Harborline Freight LLC**',
    '- **Load #:** HF-22817',
    '**Carrier:** Osprey Road Lines',
    '## Stops',
    '### Pickup 1',
    '- **Facility:** Gulf Coast Mills',
    '- **Address:** 18 Dock St, Mobile, AL 36602',
    '- **Date:** 06/03/2025',
    '- **Hours:** 08:00 - 14:00',
    '### Delivery 1',
    '- **Facility:** Juniper Cold Storage',
    '- **Address:** 410 Frost Ave, Memphis, TN 38118',
    '- **Date:** 06/05/2025',
    '- **Appointment:** 13:30',
    '## Rate',
    '| Charge | Amount |',
    '| :--- | ---: |',
    '| Line Haul | $2,400.00 |',
    '| Total | $2,710.00 |',
  ];

  it('takes the marks off: hashes, bullets before starred captions, asterisks and rule rows', () => {
    const text = textOf(withMarkdownPrint(wordDoc(fixedLines(40, md))));
    expect(text).toContain('Load #: HF-22817');
    expect(text).toContain('Pickup 1');
    expect(text).not.toMatch(/\*\*|#{2}|---/);
  });

  it('reads the text whole', () => {
    const r = readDocument(wordDoc(fixedLines(40, md)), TODAY);
    expect(r.basic_info.load_number).toBe('HF-22817');
    expect(lower(r)).toEqual(EXPECTED_STOPS);
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
  });

  it('leaves a sheet with one heading and a starred note alone', () => {
    const sheet = wordDoc(fixedLines(40, ['# Notes', '**Important:** call ahead', 'Load #: 88120']));
    expect(withMarkdownPrint(sheet)).toBe(sheet);
  });
});

describe('a load exported as XML and printed raw', () => {
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<LoadTender id="HF-22817">',
    '  <Broker mc="771020">',
    '    <Name>Harborline Freight LLC</Name>',
    '    <Phone>(251) 555-0142</Phone>',
    '  </Broker>',
    '  <Carrier mc="401223">',
    '    <Name>Osprey Road Lines</Name>',
    '  </Carrier>',
    '  <Stops>',
    '    <Stop seq="1" type="LD">',
    '      <Facility>Gulf Coast Mills</Facility>',
    '      <Street>18 Dock St</Street>',
    '      <City>Mobile</City>',
    '      <State>AL</State>',
    '      <Zip>36602</Zip>',
    '      <Appointment date="2025-06-03" from="08:00" to="14:00"/>',
    '      <Reference>PU77120</Reference>',
    '    </Stop>',
    '    <Stop seq="2" type="UL">',
    '      <Facility>Juniper Cold Storage</Facility>',
    '      <Street>410 Frost Ave</Street>',
    '      <City>Memphis</City>',
    '      <State>TN</State>',
    '      <Zip>38118</Zip>',
    '      <Appointment date="06/05/2025">13:30</Appointment>',
    '    </Stop>',
    '  </Stops>',
    '  <Charges>',
    '    <Charge code="LH" desc="Line Haul">2400.00</Charge>',
    '    <Total>2710.00</Total>',
    '  </Charges>',
    '</LoadTender>',
  ];

  it('writes elements as captions: items of a list, an appointment given to its stop, a charge by its description', () => {
    const text = textOf(withXmlPrint(wordDoc(fixedLines(40, xml))));
    expect(text).toContain('Load Tender ID: HF-22817');
    expect(text).toContain('Carrier: Osprey Road Lines');
    expect(text).toContain('Pickup 1');
    expect(text).toContain('Mobile, AL 36602');
    expect(text).toContain('Time: 08:00 - 14:00');
    expect(text).toContain('Line Haul: $2400.00');
    expect(text).not.toContain('<');
  });

  it('reads the export whole', () => {
    const r = readDocument(wordDoc(fixedLines(40, ['tender.xml', '', ...xml])), TODAY);
    expect(r.basic_info.carrier_name?.toLowerCase()).toBe('osprey road lines');
    expect(lower(r)).toEqual(EXPECTED_STOPS);
    expect(r.events[0]?.reference_number).toBe('PU77120');
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
  });

  it('leaves a sheet with a tag or two in its notes alone', () => {
    const sheet = wordDoc(fixedLines(40, ['Load #: 88120', 'Notes: <b>call ahead</b>', '<i>Fragile</i>']));
    expect(withXmlPrint(sheet)).toBe(sheet);
  });
});

describe('a confirmation printed two-up', () => {
  const copy = [
    'Harborline Freight LLC',
    'Load #: HF-22817',
    'Carrier: Osprey Road Lines',
    'Pickup 1',
    'Gulf Coast Mills',
    '18 Dock St, Mobile, AL 36602',
    'Date: 06/03/2025 Hours: 08:00 - 14:00',
    'Delivery 1',
    'Juniper Cold Storage',
    '410 Frost Ave, Memphis, TN 38118',
    'Date: 06/05/2025 Appt: 13:30',
    'Total: $2,710.00',
  ];
  const rows = (right: (t: string) => string) =>
    copy.map((t, i): [number, [number, string], [number, string]] => [40 + i * 12, [40, t], [322, right(t)]]);

  it('drops the second copy from every line it twins', () => {
    const text = textOf(withoutTwinCopy(wordDoc(rows((t) => t))));
    expect(text.match(/HF-22817/g)).toHaveLength(1);
  });

  it('reads the sheet as one copy', () => {
    const r = readDocument(wordDoc(rows((t) => t)), TODAY);
    expect(lower(r)).toEqual(EXPECTED_STOPS);
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
  });

  it('leaves two columns of different text alone', () => {
    const doc = wordDoc(rows((t) => `${t} (2)`));
    expect(withoutTwinCopy(doc)).toBe(doc);
  });
});

describe('hours written as two four-figure times with a slash', () => {
  const window = (text: string) => findTimes(text).map((t) => formatMinutes(t.minutes));

  it('reads them as a window after a time caption or a day with its year', () => {
    expect(window('Hours: 0800/1400')).toEqual(['08:00', '14:00']);
    expect(window('Appointment 0730 / 1530')).toEqual(['07:30', '15:30']);
    expect(window('Window: 0000/2359')).toEqual(['00:00', '23:59']);
    expect(window('06/15/2025 0800/1400')).toEqual(['08:00', '14:00']);
    expect(window('2025-06-15 2200/2330')).toEqual(['22:00', '23:30']);
    expect(slashWindow('0800/1400')).toEqual({ lower: 480, higher: 840 });
  });

  it('leaves dates, references, years and figures that are no clock alone', () => {
    expect(window('12/05')).toEqual([]);
    expect(findDates('Date: 12/05')).toHaveLength(1);
    expect(window('PO 1234/5678')).toEqual([]);
    expect(window('Ref: 0800/1400')).toEqual([]);
    expect(window('Hours: 1234/5678')).toEqual([]);
    expect(window('Hours: 2400/2500')).toEqual([]);
    expect(window('Date: 06/15/2025')).toEqual([]);
    expect(window('Season 2025/2026')).toEqual([]);
    expect(window('Hours: 0800/1400/1600')).toEqual([]);
    expect(slashWindow('12/05')).toBeNull();
    expect(slashWindow('1234/5678')).toBeNull();
    expect(slashWindow('PO 0800/1400')).toBeNull();
  });

  it('reads a long run of spaces in time linear in its length', () => {
    // Looking back over every space before every space took seconds on a line of 100,000.
    const line = `Hours:${' '.repeat(40)}0800/1400${' '.repeat(200_000)}Dock 4`;
    const started = performance.now();
    expect(window(line)).toEqual(['08:00', '14:00']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('finds e-mail addresses in time linear in the length of a run of their characters', () => {
    const line = `${'a'.repeat(200_000)} dispatch@freight.example`;
    const started = performance.now();
    expect([...line.matchAll(EMAIL)].map((m) => m[0])).toEqual(['dispatch@freight.example']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('finds a weight in time linear in the length of a run of figures', () => {
    const line = `${'1,'.repeat(50_000)} Gross 42,000 lbs`;
    const started = performance.now();
    expect([...line.matchAll(POUNDS)].map((m) => m[1])).toEqual(['42,000']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads a stop row whose hours cell is written so', () => {
    const csv = [
      'Field,Value',
      'Load Number,HF-22817',
      'Broker,Harborline Freight LLC',
      'Carrier,Osprey Road Lines',
      'Line Haul,"$2,400.00"',
      'Total,"$2,710.00"',
      '',
      'Stop,Type,Facility,Address,City,State,Zip,Date,Hours,Ref',
      '1,PU,Gulf Coast Mills,18 Dock St,Mobile,AL,36602,06/03/2025,0800/1400,PU77120',
      '2,DEL,Juniper Cold Storage,410 Frost Ave,Memphis,TN,38118,06/05/2025,1330,',
    ];
    const r = readDocument(wordDoc(fixedLines(40, csv)), TODAY);
    const first = lower(r)[0];
    expect(first?.slice(5, 8)).toEqual(['2025-06-03', '08:00', '14:00']);
  });
});
