import { eventCheckValue, fileCheckValue, lineCheckValue } from '../../src/modules/hos/eld-file/check-values';
import type { DutyStatus } from '../../src/modules/hos/eld-file/eld-file-types';
import { HEADER_TITLE, LIST_SEGMENTS } from '../../src/modules/hos/eld-file/segments';

/** One event as the generator writes it; what the parser gives back for an active duty-status change. */
export type EldSpecEvent = {
  status: DutyStatus;
  /** Whole seconds: the file keeps no fraction. */
  start: Date;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  sequence?: number;
  record_status?: number;
  origin?: number;
  vehicle_miles?: number | null;
  engine_hours?: number | null;
};

export type EldSpecSpecial = Omit<EldSpecEvent, 'status'> & { kind: 'personal_conveyance' | 'yard_move' | 'cleared' };

export type EldFileSpec = {
  driver: { last_name: string; first_name: string; username: string; license_number: string; license_state: string };
  co_driver?: { last_name: string; first_name: string; username: string } | null;
  vehicle: { power_unit_number: string; vin?: string | null; trailer_numbers?: string[] };
  carrier?: { usdot?: string; name?: string };
  /** Hours the home terminal is behind UTC, 4 to 11; 5 unless given. */
  time_zone_offset?: number;
  /** The header's current date and time; the last event's start unless given. */
  generated_at?: Date;
  events: EldSpecEvent[];
  special_driving?: EldSpecSpecial[];
  /** The line ending; CR LF unless given. */
  newline?: '\r\n' | '\n' | '\r';
  /** A 1-based line number whose line check value is written wrong. */
  break_line_check?: number;
  /** Writes the file check value wrong. */
  break_file_check?: boolean;
};

const STATUS_CODES: Record<DutyStatus, number> = { off_duty: 1, sleeper_berth: 2, driving: 3, on_duty: 4 };
const SPECIAL_CODES = { cleared: 0, personal_conveyance: 1, yard_move: 2 } as const;

const two = (n: number) => String(n).padStart(2, '0');

/** The home-terminal MMDDYY and HHMMSS of an instant. */
function localStamp(at: Date, offset: number) {
  const l = new Date(at.getTime() - offset * 3_600_000);
  return {
    date: two(l.getUTCMonth() + 1) + two(l.getUTCDate()) + two(l.getUTCFullYear() % 100),
    time: two(l.getUTCHours()) + two(l.getUTCMinutes()) + two(l.getUTCSeconds()),
  };
}

/** Text as an ELD writes it into a field: commas and line breaks become semicolons (4.8.2.1(b)(3)). */
const field = (v: string | number | null | undefined) => (v == null ? '' : String(v).replace(/[,\r\n]/g, ';'));
const coordinate = (v: number | null | undefined) => (v == null ? 'X' : v.toFixed(2));
const hex = (n: number) => n.toString(16).toUpperCase();

type Row = { sequence: string; event: EldSpecEvent; type: number; code: number };

/** The ELD Event List rows, most recent first as the appendix orders them. */
function eventRows(spec: EldFileSpec): Row[] {
  let next = 1;
  const seq = (e: { sequence?: number }) => hex(e.sequence ?? next++);
  const duty = spec.events.map((e) => ({ sequence: seq(e), event: e, type: 1, code: STATUS_CODES[e.status] }));
  const special = (spec.special_driving ?? []).map((s) => ({
    sequence: seq(s),
    event: { ...s, status: 'off_duty' as const },
    type: 3,
    code: SPECIAL_CODES[s.kind],
  }));
  return [...duty, ...special].sort((a, b) => b.event.start.getTime() - a.event.start.getTime());
}

function eventLine(spec: EldFileSpec, r: Row, offset: number): string[] {
  const { date, time } = localStamp(r.event.start, offset);
  const e = r.event;
  const values = {
    event_type: String(r.type),
    event_code: String(r.code),
    date,
    time,
    vehicle_miles: field(e.vehicle_miles),
    engine_hours: e.engine_hours == null ? '' : e.engine_hours.toFixed(1),
    latitude: coordinate(e.latitude),
    longitude: coordinate(e.longitude),
    power_unit_number: spec.vehicle.power_unit_number,
    username: spec.driver.username,
  };
  const status = [r.sequence, String(e.record_status ?? 1), String(e.origin ?? 1)];
  const position = [values.vehicle_miles, values.engine_hours, values.latitude, values.longitude, '0'];
  return [
    ...status,
    values.event_type,
    values.event_code,
    date,
    time,
    ...position,
    '1',
    '1',
    '0',
    '0',
    eventCheckValue(values),
  ];
}

/** The header's seven data lines (4.8.2.1.1). */
function headerLines(spec: EldFileSpec, offset: number, generated: Date): string[][] {
  const d = spec.driver;
  const c = spec.co_driver;
  const now = localStamp(generated, offset);
  return [
    [d.last_name, d.first_name, d.username, d.license_state, d.license_number],
    c ? [c.last_name, c.first_name, c.username] : ['', '', ''],
    [spec.vehicle.power_unit_number, field(spec.vehicle.vin), (spec.vehicle.trailer_numbers ?? []).join(' ')],
    [spec.carrier?.usdot ?? '1234567', field(spec.carrier?.name ?? 'Test Carrier Inc'), '8', '000000', two(offset)],
    ['', '0'],
    [now.date, now.time, '41.88', '-87.63', '120034', '5021.3'],
    ['TR01', 'TEST01', 'AUTHENTICATIONVALUE0001', ''],
  ];
}

/** Rows of the segments derived from the events: a certification, a login and an engine power-up. */
function derivedLines(spec: EldFileSpec, offset: number) {
  const first = [...spec.events].sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  if (!first) return { certifications: [], logins: [], engine: [] };
  const at = localStamp(first.start, offset);
  const v = spec.vehicle;
  return {
    certifications: [['FFF0', '1', at.date, at.time, at.date, '1']],
    logins: [['FFF1', '1', spec.driver.username, at.date, at.time, '120000', '5000.0']],
    engine: [['FFF2', '1', at.date, at.time, '120000', '5000.0', '41.88', '-87.63', v.power_unit_number, '', '', '']],
  };
}

/** Every line of the file but the file check value, each data line as its fields. */
function fileLines(spec: EldFileSpec): (string | string[])[] {
  const offset = spec.time_zone_offset ?? 5;
  const rows = eventRows(spec);
  const generated = spec.generated_at ?? rows[0]?.event.start ?? new Date(Date.UTC(2026, 0, 5, 12));
  const users = [['1', 'D', spec.driver.last_name, spec.driver.first_name]];
  if (spec.co_driver) users.push(['2', 'D', spec.co_driver.last_name, spec.co_driver.first_name]);
  users.push([String(users.length + 1), 'D', 'Unidentified', 'Driver']);
  const notes = rows
    .filter((r) => r.event.location)
    .map((r) => {
      const at = localStamp(r.event.start, offset);
      return [r.sequence, spec.driver.username, '', at.date, at.time, field(r.event.location)];
    });
  const derived = derivedLines(spec, offset);
  const S = LIST_SEGMENTS;
  return [
    HEADER_TITLE,
    ...headerLines(spec, offset, generated),
    S.users.title,
    ...users,
    S.cmvs.title,
    ['1', spec.vehicle.power_unit_number, field(spec.vehicle.vin)],
    S.events.title,
    ...rows.map((r) => eventLine(spec, r, offset)),
    S.annotations.title,
    ...notes,
    S.certifications.title,
    ...derived.certifications,
    S.malfunctions.title,
    S.login_logout.title,
    ...derived.logins,
    S.engine_power.title,
    ...derived.engine,
    S.unidentified.title,
  ];
}

/** A flipped check value: the same digits, never the same value. */
const wrong = (value: string) => hex((Number.parseInt(value, 16) + 1) % 16 ** value.length).padStart(value.length, '0');

/**
 * A valid ELD output file (4.8.2.1) of `spec`'s driver, vehicle and events, with correct line and
 * file check values unless `break_line_check` or `break_file_check` asks for a wrong one.
 */
export function buildEldFile(spec: EldFileSpec): string {
  const checks: string[] = [];
  const out = fileLines(spec).map((line, i) => {
    if (typeof line === 'string') return line;
    const data = line.join(',');
    const check = lineCheckValue(data);
    checks.push(check);
    return `${data},${spec.break_line_check === i + 1 ? wrong(check) : check}`;
  });
  const fileCheck = fileCheckValue(checks);
  out.push('End of File:', spec.break_file_check ? wrong(fileCheck) : fileCheck);
  const nl = spec.newline ?? '\r\n';
  return out.join(nl) + nl;
}

/**
 * The file with line `line` (1-based) given new data and a correct check value for it, and the file
 * check value made right again: a file whose check values hold but whose content is `data`.
 */
export function editEldFile(text: string, line: number, data: string): string {
  const nl = text.includes('\r\n') ? '\r\n' : text.includes('\n') ? '\n' : '\r';
  const lines = text.split(nl);
  if (lines[lines.length - 1] === '') lines.pop();
  lines[line - 1] = `${data},${lineCheckValue(data)}`;
  const end = lines.lastIndexOf('End of File:');
  const checks = lines.slice(0, end).flatMap((l) => (l.includes(',') ? [l.slice(l.lastIndexOf(',') + 1)] : []));
  if (end >= 0 && end + 1 < lines.length) lines[end + 1] = fileCheckValue(checks);
  return lines.join(nl) + nl;
}

/** The 1-based number of the first line of `text` starting with `prefix`. */
export const lineStarting = (text: string, prefix: string) =>
  text.split(/\r\n|\r|\n/).findIndex((l) => l.startsWith(prefix)) + 1;
