import type { DutyStatus, EldDutyEvent, EldRecord, EldSpecialDriving } from './eld-file-types';
import {
  isoDate,
  type LocalDate,
  lineError,
  readCode,
  readCoordinate,
  readDate,
  readHours,
  readMiles,
  readSequence,
  readTime,
  utcInstant,
} from './fields';
import type { EldFileLines, Row } from './read-lines';
import type { EVENT_FIELDS, UNIDENTIFIED_FIELDS } from './segments';

type Lists = EldFileLines['lists'];
type EventRow = Row<(typeof EVENT_FIELDS)[number]> | Row<(typeof UNIDENTIFIED_FIELDS)[number]>;

/** Event codes each event type of the event list allows (Table 6 of the appendix). */
const CODES_BY_TYPE: Record<number, readonly number[]> = { 1: [1, 2, 3, 4], 2: [1, 2], 3: [0, 1, 2] };
const STATUSES: readonly DutyStatus[] = ['off_duty', 'sleeper_berth', 'driving', 'on_duty'];
const SPECIAL = { 0: 'cleared', 1: 'personal_conveyance', 2: 'yard_move' } as const;
const ONE_TO_FOUR = [1, 2, 3, 4];
/** Order numbers of the user and CMV lists (7.37). */
const orders = Array.from({ length: 99 }, (_, i) => i + 1);

/** A list's order number (1 to 99, 7.37) that must be listed in `known`. */
function readOrder(line: number, label: string, value: string, known: Set<number>): number {
  const n = Number(value);
  if (!/^\d{1,2}$/.test(value) || !known.has(n)) throw lineError(line, `the ${label} "${value}" is not in the list.`);
  return n;
}

/** Where annotations and location descriptions are found for an event: by its sequence ID. */
export type Notes = Map<number, { comment: string | null; location: string | null }>;

function readRecord(row: EventRow, offset: number, cmvs: Set<number>, users: Set<number> | null, notes: Notes) {
  const { line, fields: f } = row;
  const event_type = readCode(line, 'event type', f.event_type, [1, 2, 3]);
  const sequence = readSequence(line, f.sequence);
  const date = readDate(line, 'event date', f.date);
  readCode(line, 'distance since last valid coordinates', f.distance_since_last_valid, [0, 1, 2, 3, 4, 5, 6]);
  readCode(line, 'malfunction indicator status', f.malfunction_indicator, [0, 1]);
  if ('diagnostic_indicator' in f) readCode(line, 'data diagnostic indicator status', f.diagnostic_indicator, [0, 1]);
  if (!/^[0-9A-Fa-f]{2}$/.test(f.event_check_value)) {
    throw lineError(line, `the event data check value "${f.event_check_value}" is not two hexadecimal digits.`);
  }
  const note = notes.get(sequence);
  const record: EldRecord = {
    event_type,
    event_code: readCode(line, `event code for event type ${event_type}`, f.event_code, CODES_BY_TYPE[event_type]!),
    start: utcInstant(date, readTime(line, 'event time', f.time), offset),
    location: note?.location ?? null,
    comment: note?.comment ?? null,
    latitude: readCoordinate(line, 'event latitude', f.latitude, 90),
    longitude: readCoordinate(line, 'event longitude', f.longitude, 180),
    sequence,
    record_status: readCode(line, 'event record status', f.record_status, ONE_TO_FOUR),
    origin: readCode(line, 'event record origin', f.origin, ONE_TO_FOUR),
    vehicle_miles: readMiles(line, 'accumulated vehicle miles', f.vehicle_miles),
    engine_hours: readHours(line, 'elapsed engine hours', f.engine_hours),
    cmv_order: readOrder(line, 'CMV order number', f.cmv_order, cmvs),
    user_order: 'user_order' in f && users ? readOrder(line, 'user order number', f.user_order, users) : null,
  };
  return { record, date };
}

/** Annotations and manual locations by event sequence ID (4.8.2.1.5). */
function readNotes(rows: Lists['annotations']): Notes {
  const notes: Notes = new Map();
  for (const { line, fields: f } of rows) {
    readDate(line, 'event date', f.date);
    readTime(line, 'event time', f.time);
    const blank = (v: string) => (v.trim() === '' ? null : v);
    notes.set(readSequence(line, f.sequence), { comment: blank(f.comment), location: blank(f.location) });
  }
  return notes;
}

/** The dated segments not used for hours are still checked: a bad date anywhere is a bad file. */
function checkOtherSegments(lists: Lists) {
  for (const { line, fields: f } of lists.certifications) {
    readSequence(line, f.sequence);
    readDate(line, 'event date', f.date);
    readTime(line, 'event time', f.time);
    readDate(line, 'date of the certified record', f.certified_date);
  }
  for (const { line, fields: f } of [...lists.malfunctions, ...lists.login_logout, ...lists.engine_power]) {
    readSequence(line, f.sequence);
    readDate(line, 'event date', f.date);
    readTime(line, 'event time', f.time);
    readMiles(line, 'total vehicle miles', f.vehicle_miles);
    readHours(line, 'total engine hours', f.engine_hours);
  }
}

const byStart = <T extends { start: Date; sequence: number }>(a: T, b: T) =>
  a.start.getTime() - b.start.getTime() || a.sequence - b.sequence;

/** Strips a record to what an event carries for hours. */
function eventBase(r: EldRecord) {
  const { event_type, event_code, comment, cmv_order, user_order, ...base } = r;
  return base;
}

/** The event records of the file, the duty-status events hours are computed from, and the period covered. */
export function readRecords(lists: Lists, offset: number, currentDate: LocalDate) {
  const cmvs = new Set(lists.cmvs.map((r) => readCode(r.line, 'CMV order number', r.fields.order, orders)));
  const users = new Set(lists.users.map((r) => readCode(r.line, 'user order number', r.fields.order, orders)));
  const notes = readNotes(lists.annotations);
  checkOtherSegments(lists);
  const read = lists.events.map((row) => readRecord(row, offset, cmvs, users, notes));
  const unidentified = lists.unidentified.map((row) => readRecord(row, offset, cmvs, null, notes).record);
  const records = read.map((r) => r.record);
  const active = records.filter((r) => r.record_status === 1);
  const events: EldDutyEvent[] = active
    .filter((r) => r.event_type === 1)
    .map((r) => ({ status: STATUSES[r.event_code - 1]!, ...eventBase(r) }))
    .sort(byStart);
  const special_driving: EldSpecialDriving[] = active
    .filter((r) => r.event_type === 3)
    .map((r) => ({ kind: SPECIAL[r.event_code as 0 | 1 | 2], ...eventBase(r) }))
    .sort(byStart);
  const dates = [...read.map((r) => isoDate(r.date)), isoDate(currentDate)].sort();
  const period = { start: dates[0]!, end: dates[dates.length - 1]! };
  return { records, unidentified_records: unidentified, events, special_driving, period };
}
