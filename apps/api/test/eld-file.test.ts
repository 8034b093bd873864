import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterValue,
  eventCheckValue,
  fileCheckValue,
  lineCheckValue,
  rotateLeft3,
} from '../src/modules/hos/eld-file/check-values';
import type { DutyStatus } from '../src/modules/hos/eld-file/eld-file-types';
import { parseEldFile } from '../src/modules/hos/eld-file/parse-eld-file';
import { buildEldFile, type EldFileSpec, type EldSpecEvent, editEldFile, lineStarting } from './support/eld-file';

const at = (iso: string) => new Date(iso);

const driver = {
  last_name: 'Doe',
  first_name: 'Jane',
  username: 'janedoe',
  license_number: 'D1234567',
  license_state: 'IL',
};
const vehicle = { power_unit_number: '101', vin: '1FUJGHDV0CLBP8834', trailer_numbers: ['T55', 'T56'] };

/** A day's duty-status changes, at the home terminal five hours behind UTC. */
const dayEvents: EldSpecEvent[] = [
  { status: 'on_duty', start: at('2026-03-02T11:00:00Z'), location: 'Joliet IL', latitude: 41.52, longitude: -88.08 },
  {
    status: 'driving',
    start: at('2026-03-02T11:30:00Z'),
    latitude: 41.52,
    longitude: -88.08,
    vehicle_miles: 12,
    engine_hours: 0.5,
  },
  { status: 'off_duty', start: at('2026-03-02T16:30:00Z'), latitude: 40.11, longitude: -88.24, vehicle_miles: 310 },
  { status: 'sleeper_berth', start: at('2026-03-02T17:15:00Z'), latitude: null, longitude: null },
];
const spec: EldFileSpec = { driver, vehicle, events: dayEvents };

/** The parser's duty events for spec events written with every default. */
const expected = (events: EldSpecEvent[]) =>
  [...events]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((e) => ({
      status: e.status,
      start: e.start,
      location: e.location ?? null,
      latitude: e.latitude ?? null,
      longitude: e.longitude ?? null,
      sequence: e.sequence ?? events.indexOf(e) + 1,
      record_status: e.record_status ?? 1,
      origin: e.origin ?? 1,
      vehicle_miles: e.vehicle_miles ?? null,
      engine_hours: e.engine_hours ?? null,
    }));

const failure = (text: string) => {
  const result = parseEldFile(text);
  if (result.ok) throw new Error('expected the file to be refused');
  return result;
};

describe('data check values (Appendix A 4.4.5)', () => {
  it('maps characters by Table 3: 1-9, A-Z from 17, a-z from 49, everything else 0', () => {
    expect(['1', '9', 'A', 'Z', 'a', 'z'].map(characterValue)).toEqual([1, 9, 17, 42, 49, 74]);
    expect(['0', ',', ' ', '.', '-', ';', 'é'].map(characterValue)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('rotates a byte left three times without carry', () => {
    expect(rotateLeft3(0x11)).toBe(0x88);
    expect(rotateLeft3(0x94)).toBe(0xa4); // 1001 0100 -> 1010 0100: the top three bits come round
    expect(rotateLeft3(0xfe)).toBe(0xf7);
  });

  it('computes line check values worked by hand', () => {
    // Sum 0: rotate 0 = 00, XOR 96 = 96.
    expect(lineCheckValue('')).toBe('96');
    expect(lineCheckValue('0,0;- .')).toBe('96');
    // "A" = 17 = 0x11 -> rotate 0x88 -> XOR 0x96 = 0x1E.
    expect(lineCheckValue('A')).toBe('1E');
    // "zz" = 148 = 0x94 -> rotate 0xA4 -> XOR 0x96 = 0x32.
    expect(lineCheckValue('zz')).toBe('32');
    // "zzzz" = 296, lower byte 0x28 -> rotate 0x41 -> XOR 0x96 = 0xD7.
    expect(lineCheckValue('z,z,z,z')).toBe('D7');
  });

  it('computes file check values worked by hand', () => {
    expect(fileCheckValue([])).toBe('969C');
    // 0x001E: bytes 00 and 1E -> 00 and F0 -> 0x00F0 XOR 0x969C = 0x966C.
    expect(fileCheckValue(['1E'])).toBe('966C');
    // FF + FF = 0x01FE: bytes 01 and FE -> 08 and F7 -> 0x08F7 XOR 0x969C = 0x9E6B.
    expect(fileCheckValue(['FF', 'FF'])).toBe('9E6B');
    // Only the lower 16 bits of the sum count: 0x102 values of FF sum to 0x100FE -> 0x00FE.
    expect(fileCheckValue(Array(0x102).fill('FF'))).toBe(fileCheckValue(['FE']));
  });

  it('computes the event check value with XOR C3', () => {
    const blank = {
      event_type: '',
      event_code: '',
      date: '',
      time: '',
      vehicle_miles: '',
      engine_hours: '',
      latitude: '',
      longitude: '',
      power_unit_number: '',
      username: '',
    };
    expect(eventCheckValue(blank)).toBe('C3');
    // "A" = 0x11 -> rotate 0x88 -> XOR 0xC3 = 0x4B.
    expect(eventCheckValue({ ...blank, username: 'A' })).toBe('4B');
  });
});

describe('reading a valid ELD file', () => {
  it('gives back the events, driver, vehicle and ELD it was written from', () => {
    const result = parseEldFile(
      buildEldFile({ ...spec, co_driver: { last_name: 'Roe', first_name: 'Sam', username: 'samr' } }),
    );
    if (!result.ok) throw new Error(result.detail);
    const f = result.file;
    expect(f.events).toEqual(expected(dayEvents));
    expect(f.driver).toEqual(driver);
    expect(f.co_driver).toEqual({ last_name: 'Roe', first_name: 'Sam', username: 'samr' });
    expect(f.vehicle).toEqual(vehicle);
    expect(f.cmvs).toEqual([{ order: 1, power_unit_number: '101', vin: vehicle.vin }]);
    expect(f.eld).toMatchObject({ registration_id: 'TR01', identifier: 'TEST01' });
    expect(f.time_zone_offset).toBe(5);
    expect(f.generated_at).toEqual(at('2026-03-02T17:15:00Z'));
    expect(f.period).toEqual({ start: '2026-03-02', end: '2026-03-02' });
    expect(f.records).toHaveLength(4);
    expect(f.file_check_value).toMatch(/^[0-9A-F]{4}$/);
  });

  it('reads home-terminal times across midnight and in other offsets', () => {
    const late = [{ status: 'driving' as const, start: at('2026-03-03T07:59:59Z') }];
    const result = parseEldFile(buildEldFile({ driver, vehicle, events: late, time_zone_offset: 8 }));
    if (!result.ok) throw new Error(result.detail);
    expect(result.file.events[0]!.start).toEqual(late[0]!.start); // 23:59:59 on 03/02 at UTC-8
    expect(result.file.period).toEqual({ start: '2026-03-02', end: '2026-03-02' });
  });

  it('accepts check values written in lower case', () => {
    const lower = buildEldFile(spec).replace(/,([0-9A-F]{2})\r\n/g, (_, v: string) => `,${v.toLowerCase()}\r\n`);
    expect(lower).not.toBe(buildEldFile(spec));
    expect(parseEldFile(lower).ok).toBe(true);
  });

  it('reads CR LF, LF and CR line endings alike', () => {
    for (const newline of ['\r\n', '\n', '\r'] as const) {
      const result = parseEldFile(buildEldFile({ ...spec, newline }));
      expect(result.ok && result.file.events).toEqual(expected(dayEvents));
    }
  });

  it('keeps only active duty-status records for hours, and reports special driving apart', () => {
    const events: EldSpecEvent[] = [
      ...dayEvents,
      { status: 'driving', start: at('2026-03-02T12:00:00Z'), record_status: 2, origin: 2 },
    ];
    const special = [
      { kind: 'yard_move' as const, start: at('2026-03-02T11:10:00Z') },
      { kind: 'cleared' as const, start: at('2026-03-02T11:20:00Z') },
      { kind: 'personal_conveyance' as const, start: at('2026-03-02T18:00:00Z'), record_status: 3 },
    ];
    const result = parseEldFile(buildEldFile({ driver, vehicle, events, special_driving: special }));
    if (!result.ok) throw new Error(result.detail);
    expect(result.file.events).toEqual(expected(dayEvents));
    expect(result.file.records).toHaveLength(8);
    expect(result.file.special_driving.map((s) => s.kind)).toEqual(['yard_move', 'cleared']);
  });
});

describe('refusing a malformed file, naming the line', () => {
  const text = buildEldFile(spec);
  const eventLine = lineStarting(text, 'ELD Event List:') + 1;

  it('refuses a wrong line check value', () => {
    expect(failure(buildEldFile({ ...spec, break_line_check: 2 }))).toMatchObject({ line: 2 });
    const bad = failure(buildEldFile({ ...spec, break_line_check: eventLine }));
    expect(bad.line).toBe(eventLine);
    expect(bad.detail).toMatch(
      new RegExp(`^Line ${eventLine}: the line check value is [0-9A-F]{2}, the line's data gives [0-9A-F]{2}\\.$`),
    );
  });

  it('refuses a wrong file check value on its line', () => {
    const bad = failure(buildEldFile({ ...spec, break_file_check: true }));
    expect(bad.line).toBe(text.split('\r\n').length - 1);
    expect(bad.detail).toContain('the file check value is');
  });

  it('refuses a file without its End of File segment or check value', () => {
    const lines = text.split('\r\n').slice(0, -3);
    expect(failure(lines.join('\r\n'))).toMatchObject({
      line: lines.length,
      detail: expect.stringContaining('End of File:'),
    });
    const noValue = text.split('\r\n').slice(0, -2);
    expect(failure(noValue.join('\r\n')).detail).toContain('without its file data check value');
  });

  it('refuses text that is not an ELD file', () => {
    expect(failure('')).toMatchObject({ line: 1 });
    expect(failure('name,amount\r\nfoo,12\r\n')).toMatchObject({
      line: 1,
      detail: expect.stringContaining('not an ELD output file'),
    });
    expect(failure('ELD File Header Segment:\r\nDoe,Jane\r\n')).toMatchObject({ line: 2 });
    expect(parseEldFile(undefined as unknown as string)).toMatchObject({ ok: false, line: 0 });
  });

  it('refuses a bad date, time or code even under correct check values', () => {
    const fields = text.split('\r\n')[eventLine - 1]!.split(',').slice(0, -1);
    const withField = (i: number, v: string) => fields.map((f, j) => (j === i ? v : f)).join(',');
    const cases: [number, string, string][] = [
      [5, '023026', 'the event date "023026" is not a date (MMDDYY).'],
      [6, '240000', 'the event time "240000" is not a time (HHMMSS).'],
      [4, '7', 'the event code for event type 1 "7" is not one of 1, 2, 3, 4.'],
      [12, '9', 'the CMV order number "9" is not in the list.'],
      [9, '95.00', 'the event latitude "95.00" is not X, M, E or decimal degrees between -90 and 90.'],
    ];
    for (const [i, value, detail] of cases) {
      expect(failure(editEldFile(text, eventLine, withField(i, value)))).toEqual({
        ok: false,
        line: eventLine,
        detail: `Line ${eventLine}: ${detail}`,
      });
    }
  });

  it('refuses a line with the wrong number of fields', () => {
    expect(failure(editEldFile(text, 4, '101,VIN'))).toEqual({
      ok: false,
      line: 4,
      detail: 'Line 4: expected 4 fields in the CMV line, got 3.',
    });
  });

  it('refuses a bad header: time zone offset, current date', () => {
    expect(failure(editEldFile(text, 5, '1234567,Test Carrier Inc,8,000000,3')).detail).toBe(
      'Line 5: the time zone offset "3" is not two digits from 04 to 11.',
    );
    expect(failure(editEldFile(text, 7, '022926,120000,41.88,-87.63,120034,5021.3')).line).toBe(7);
  });

  it('refuses a missing or repeated segment title', () => {
    const lines = text.split('\r\n');
    const cmvTitle = lineStarting(text, 'CMV List:');
    const without = lines.filter((_, i) => i !== cmvTitle - 1).join('\r\n');
    expect(failure(without)).toMatchObject({ line: cmvTitle });
    const twice = [...lines.slice(0, cmvTitle), 'User List:', ...lines.slice(cmvTitle)].join('\r\n');
    expect(failure(twice).detail).toContain('appears again or out of order');
  });

  it('refuses text after the file check value and control characters', () => {
    expect(failure(`${text}more\r\n`).line).toBe(text.split('\r\n').length);
    const nul = text.replace('Doe,Jane', 'Doe\u0000,Jane');
    expect(failure(nul)).toMatchObject({ line: 2 });
  });

  it('refuses a file over the size and line limits, for the file as a whole', () => {
    expect(failure('x'.repeat(5 * 1024 * 1024 + 1))).toMatchObject({
      line: 0,
      detail: expect.stringContaining('5 MB'),
    });
    expect(failure('\n'.repeat(200_001))).toMatchObject({ line: 0, detail: expect.stringContaining('200,000 lines') });
  });
});

const statuses: DutyStatus[] = ['off_duty', 'sleeper_berth', 'driving', 'on_duty'];
const start2026 = Date.UTC(2026, 0, 1);

/** Events of whole seconds within a year, distinct sequences, coordinates to hundredths. */
const eventArb: fc.Arbitrary<EldSpecEvent> = fc.record({
  status: fc.constantFrom(...statuses),
  start: fc.integer({ min: 0, max: 365 * 86_400 }).map((s) => new Date(start2026 + s * 1000)),
  location: fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{4,20}[A-Za-z]$/), { nil: null }),
  latitude: fc.option(
    fc.integer({ min: -9000, max: 9000 }).map((n) => n / 100),
    { nil: null },
  ),
  longitude: fc.option(
    fc.integer({ min: -17999, max: 18000 }).map((n) => n / 100),
    { nil: null },
  ),
  vehicle_miles: fc.option(fc.integer({ min: 0, max: 9999 }), { nil: null }),
  engine_hours: fc.option(
    fc.integer({ min: 0, max: 99999 }).map((n) => n / 10),
    { nil: null },
  ),
  origin: fc.integer({ min: 1, max: 4 }),
});
const nameArb = fc.stringMatching(/^[A-Z][a-z]{1,12}$/);
const specArb: fc.Arbitrary<EldFileSpec> = fc.record({
  driver: fc.record({
    last_name: nameArb,
    first_name: nameArb,
    username: fc.stringMatching(/^[a-z][a-z0-9.]{3,15}$/),
    license_number: fc.stringMatching(/^[A-Z0-9]{1,20}$/),
    license_state: fc.constantFrom('IL', 'TX', 'CA', 'ON'),
  }),
  vehicle: fc.record({
    power_unit_number: fc.stringMatching(/^[A-Z0-9]{1,10}$/),
    vin: fc.option(fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/), { nil: null }),
    trailer_numbers: fc.array(fc.stringMatching(/^[A-Z0-9]{1,10}$/), { maxLength: 3 }),
  }),
  time_zone_offset: fc.integer({ min: 4, max: 11 }),
  events: fc.array(eventArb, { maxLength: 12 }),
  newline: fc.constantFrom('\r\n' as const, '\n' as const, '\r' as const),
});

/** A data line after one character changed: its check value verified by the rule the parser must follow. */
function stillChecks(original: string, changed: string): boolean {
  const cut = (l: string) => [l.slice(0, l.lastIndexOf(',')), l.slice(l.lastIndexOf(',') + 1)] as const;
  const [data, written] = cut(changed);
  return (
    changed.includes(',') &&
    /^[0-9A-Fa-f]{2}$/.test(written) &&
    lineCheckValue(data) === cut(original)[1] &&
    written.toUpperCase() === cut(original)[1]
  );
}

describe('properties of generated files', () => {
  it('any generated file parses and gives back its active events', () => {
    fc.assert(
      fc.property(specArb, (s) => {
        const result = parseEldFile(buildEldFile(s));
        if (!result.ok) throw new Error(result.detail);
        const want = expected(s.events);
        expect([...result.file.events].sort((a, b) => a.sequence - b.sequence)).toEqual(
          [...want].sort((a, b) => a.sequence - b.sequence),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('any one changed character in a data line fails on that line, unless the check value still holds', () => {
    fc.assert(
      fc.property(specArb, fc.nat(), fc.nat(), fc.integer({ min: 32, max: 126 }), (s, pickLine, pickChar, code) => {
        const text = buildEldFile({ ...s, newline: '\n' });
        const lines = text.split('\n');
        const end = lines.indexOf('End of File:');
        const data = lines.map((_, i) => i).filter((i) => i < end && lines[i]!.includes(','));
        const index = data[pickLine % data.length]!;
        const original = lines[index]!;
        const at = pickChar % original.length;
        const changed = original.slice(0, at) + String.fromCharCode(code) + original.slice(at + 1);
        fc.pre(changed !== original);
        const result = parseEldFile(lines.map((l, i) => (i === index ? changed : l)).join('\n'));
        if (stillChecks(original, changed)) return; // a change the check value cannot see
        expect(result.ok).toBe(false);
        expect(!result.ok && result.line).toBe(index + 1);
      }),
      { numRuns: 400 },
    );
  });
});
