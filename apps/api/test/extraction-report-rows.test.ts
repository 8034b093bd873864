import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { fixedLines, prose, type Row, wordDoc } from './support/positioned-words';

/**
 * Stops in two forms generated here with their values known: a fixed-width report (one line a stop,
 * columns in several orders, with and without a head line, 2 to 5 stops, dates in several forms) and
 * stops told as numbered sentences. Every company and number is invented; the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = {
  pickup: boolean;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** 2025-MM-DD */
  day: string;
  from: string;
  to: string;
  ref: string | null;
  phone: string | null;
};

const PLACES: [string, string, string][] = [
  ['Salina', 'KS', '67401'],
  ['San Antonio', 'TX', '78205'],
  ['Tulsa', 'OK', '74107'],
  ['Grand Rapids', 'MI', '49503'],
  ['Boise', 'ID', '83702'],
];
const NAMES = [
  'Prairie Grain Co',
  'Blue Heron Foods DC',
  'Redbud Paper Mill #4',
  'Ostrander Cold Storage',
  'Kettle Creek Steel',
];
const STREETS = ['1200 Elevator Rd', '45 Commerce Dr', '9 N Mill St', '3310 Harbor Ave', '77 Foundry Ln'];

function stops(count: number): Stop[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, state, zip] = PLACES[i] as [string, string, string];
    return {
      pickup: i === 0 || (count > 3 && i === 1),
      name: NAMES[i] as string,
      street: STREETS[i] as string,
      city,
      state,
      zip,
      day: `2025-06-${String(3 + i).padStart(2, '0')}`,
      from: `${String(6 + i).padStart(2, '0')}:30`,
      to: i % 2 ? `${String(6 + i).padStart(2, '0')}:30` : `${12 + i}:00`,
      ref: i % 2 ? null : `RX${48210 + i}`,
      phone: i === 1 ? '(316) 555-0142' : null,
    };
  });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
type DateForm = 'mm/dd/yy' | 'iso' | 'mm/dd/yyyy' | 'd-mon-yyyy';
function dateIn(day: string, form: DateForm): string {
  const [y, m, d] = day.split('-') as [string, string, string];
  if (form === 'iso') return day;
  if (form === 'mm/dd/yy') return `${m}/${d}/${y.slice(2)}`;
  if (form === 'mm/dd/yyyy') return `${m}/${d}/${y}`;
  return `${Number(d)}-${MONTHS[Number(m) - 1]}-${y}`;
}

const hhmm = (t: string) => t.replace(':', '');
const hoursOf = (s: Stop, bare: boolean, tight = false) => {
  const [a, b] = bare ? [hhmm(s.from), hhmm(s.to)] : [s.from, s.to];
  return s.from === s.to ? a : tight ? `${a}-${b}` : `${a} - ${b}`;
};

type Column = 'seq' | 'kind' | 'name' | 'city' | 'st' | 'zip' | 'date' | 'time';
type Report = {
  order: Column[];
  head: boolean;
  codes: [string, string];
  date: DateForm;
  bare: boolean;
  /** The window as one word ("0800-1500"), the lines under a row indented past its first two columns. */
  tight?: boolean;
};

/** A fixed-width report of the stops: padded columns in the given order, the street and numbers under each row. */
function report(list: Stop[], r: Report): string[] {
  const value = (s: Stop, i: number, c: Column): string => {
    if (c === 'seq') return String(i + 1).padStart(3, '0');
    if (c === 'kind') return s.pickup ? r.codes[0] : r.codes[1];
    if (c === 'name') return s.name.toUpperCase();
    if (c === 'city') return s.city.toUpperCase();
    if (c === 'st') return s.state;
    if (c === 'zip') return s.zip;
    if (c === 'date') return dateIn(s.day, r.date);
    return hoursOf(s, r.bare, r.tight);
  };
  const heads: Record<Column, string> = {
    seq: 'SEQ',
    kind: 'ACT',
    name: 'NAME',
    city: 'CITY',
    st: 'ST',
    zip: 'ZIP',
    date: 'DATE',
    time: 'TIME',
  };
  // Each column one character wider than its widest value, as report writers pad them.
  const width = (c: Column) => Math.max(heads[c].length, ...list.map((s, i) => value(s, i, c).length)) + 1;
  const line = (cells: string[]) =>
    cells
      .map((v, k) => v.padEnd(width(r.order[k] as Column)))
      .join('')
      .trimEnd();
  const out = r.head ? [line(r.order.map((c) => heads[c])), line(r.order.map((c) => '-'.repeat(heads[c].length)))] : [];
  for (const [i, s] of list.entries()) {
    out.push(line(r.order.map((c) => value(s, i, c))));
    const extra = [s.street.toUpperCase(), s.ref ? `REF ${s.ref}` : '', s.phone ? `PH ${s.phone}` : ''];
    const indent = width('seq') + (r.tight ? width(r.order[1] as Column) : 0);
    out.push(`${' '.repeat(indent)}${extra.filter(Boolean).join('   ')}`);
  }
  return out;
}

const readEvents = (rows: Row[]) => readDocument(wordDoc(rows), TODAY).events;
const truth = (list: Stop[]) =>
  list.map((s) => ({
    type: s.pickup ? 'pickup' : 'delivery',
    date: s.day,
    from: s.from,
    to: s.to,
    name: s.name.toLowerCase(),
    street: s.street.toLowerCase(),
    city: s.city.toLowerCase(),
    state: s.state,
    zip: s.zip,
    ref: s.ref,
    phone: s.phone,
  }));
const got = (rows: Row[]) =>
  readEvents(rows).map((e) => ({
    type: e.event_type,
    date: e.event_date,
    from: e.appointment_time_lower,
    to: e.appointment_time_higher,
    name: e.facility_name?.toLowerCase(),
    street: e.location_street?.toLowerCase(),
    city: e.location_city?.toLowerCase(),
    state: e.location_state,
    zip: e.location_postal_code,
    ref: e.reference_number,
    phone: e.contact_phone,
  }));

const header: Row[] = [
  [20, [40, 'PRAIRIE LINE LOGISTICS'], [300, 'LOAD CONFIRMATION']],
  [32, [40, 'LOAD NO: 448120'], [300, 'DATE: 05/30/2025']],
  [44, [40, 'CARRIER: KETTLE CREEK TRANSPORT']],
];
const footer = (top: number): Row[] => [
  [top, [40, 'COMMODITY: PAPER ROLLS'], [300, 'WEIGHT: 38,000 LBS']],
  [top + 12, [40, 'TOTAL PAY: $2,450.00']],
];

function reportDoc(list: Stop[], r: Report): Row[] {
  const lines = report(list, r);
  return [...header, ...fixedLines(70, lines), ...footer(70 + lines.length * 12 + 12)];
}

const REPORTS: [string, Report][] = [
  [
    'head, sequence and code first, two-digit years',
    {
      order: ['seq', 'kind', 'name', 'city', 'st', 'zip', 'date', 'time'],
      head: true,
      codes: ['LD', 'UL'],
      date: 'mm/dd/yy',
      bare: true,
    },
  ],
  [
    'head, date and time before the name',
    {
      order: ['seq', 'kind', 'date', 'time', 'name', 'city', 'st', 'zip'],
      head: true,
      codes: ['PU', 'DEL'],
      date: 'iso',
      bare: false,
    },
  ],
  [
    'no head, columns found from the rows alone',
    {
      order: ['seq', 'kind', 'name', 'city', 'st', 'zip', 'date', 'time'],
      head: false,
      codes: ['SHIP', 'CONS'],
      date: 'mm/dd/yyyy',
      bare: true,
    },
  ],
  [
    'head, windows as one word, the lines under a row running across the columns',
    {
      order: ['seq', 'kind', 'date', 'time', 'name', 'city', 'st', 'zip'],
      head: true,
      codes: ['SHIP', 'CONS'],
      date: 'iso',
      bare: true,
      tight: true,
    },
  ],
  [
    'no head, the date first and named months',
    {
      order: ['seq', 'date', 'kind', 'name', 'city', 'st', 'zip', 'time'],
      head: false,
      codes: ['PICK', 'DROP'],
      date: 'd-mon-yyyy',
      bare: false,
    },
  ],
];

describe('stops printed as a fixed-width report', () => {
  for (const [what, r] of REPORTS)
    for (const count of [2, 3, 5])
      it(`reads ${count} stops: ${what}`, () => {
        const list = stops(count);
        expect(got(reportDoc(list, r))).toEqual(truth(list));
      });

  it('leaves a document without such rows to the other readers', () => {
    const rows: Row[] = [
      ...header,
      [70, [40, 'PICK UP'], [300, 'DELIVER TO']],
      [82, [40, 'Prairie Grain Co'], [300, 'Blue Heron Foods DC']],
      [94, [40, '1200 Elevator Rd'], [300, '45 Commerce Dr']],
      [106, [40, 'Salina, KS 67401'], [300, 'Tulsa, OK 74107']],
      [118, [40, '06/03/2025 08:00'], [300, '06/04/2025 07:30']],
    ];
    expect(readEvents(rows).map((e) => [e.event_type, e.location_city, e.event_date])).toEqual([
      ['pickup', 'Salina', '2025-06-03'],
      ['delivery', 'Tulsa', '2025-06-04'],
    ]);
  });
});

type Sentence = { mark: (i: number) => string; verbs: [string, string]; bare: boolean; date: DateForm };

/** Each stop a numbered sentence, wrapped at `width` characters as a page would wrap it. */
function sentences(list: Stop[], f: Sentence, width: number): string[] {
  const text = list.map((s, i) => {
    const [a, b] = f.bare ? [hhmm(s.from), hhmm(s.to)] : [s.from, s.to];
    const when = s.from === s.to ? `at ${a}` : `between ${a} and ${b}`;
    const ref = s.ref ? ` ${s.pickup ? 'Pickup' : 'Delivery'} Conf ${s.ref}.` : '';
    const phone = s.phone ? ` Call ${s.phone} on arrival.` : '';
    const verb = s.pickup ? f.verbs[0] : f.verbs[1];
    return `${f.mark(i)} ${verb} ${s.name}, ${s.street}, ${s.city}, ${s.state} ${s.zip} on ${dateIn(s.day, f.date)} ${when}.${ref}${phone}`;
  });
  return text.flatMap((t) => {
    const lines: string[] = [];
    let line = '';
    for (const w of t.split(' ')) {
      if (line && `${line} ${w}`.length > width) {
        lines.push(line);
        line = w;
      } else line = line ? `${line} ${w}` : w;
    }
    return [...lines, line];
  });
}

const SENTENCES: [string, Sentence][] = [
  [
    '"1." marks and four-digit times',
    { mark: (i) => `${i + 1}.`, verbs: ['Load at', 'Unload at'], bare: true, date: 'mm/dd/yyyy' },
  ],
  [
    '"(1)" marks and collecting freight',
    { mark: (i) => `(${i + 1})`, verbs: ['Collect freight from', 'Deliver to'], bare: false, date: 'd-mon-yyyy' },
  ],
  ['"Stop 1:" marks', { mark: (i) => `Stop ${i + 1}:`, verbs: ['Pick up at', 'Drop at'], bare: true, date: 'iso' }],
];

describe('stops told as numbered sentences', () => {
  for (const [what, f] of SENTENCES)
    for (const [count, width] of [
      [2, 70],
      [3, 95],
      [4, 120],
    ] as const)
      it(`reads ${count} stops: ${what}, lines wrapped at ${width}`, () => {
        const list = stops(count);
        const rows = [...header, [60, [40, 'ROUTING INSTRUCTIONS']] as Row, ...prose(72, sentences(list, f, width))];
        expect(got([...rows, ...footer(72 + rows.length * 12)])).toEqual(truth(list));
      });
});
