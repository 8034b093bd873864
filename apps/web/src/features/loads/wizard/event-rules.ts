import {
  type AppointmentType,
  addDaysToDay,
  appointmentDayProblems,
  type EventType,
  instantAt,
  LOAD_MESSAGES,
  type LoadEvent,
  type LoadEventInput,
  loadEventInput,
  stopTimeZone,
  timeOfDayIn,
} from '@tms/domain';
import { z } from 'zod';
import type { FieldProblem } from '../../../app/api/api-error';
import { getSessionSnapshot } from '../../../app/session/session-store';
import { companyToday, signedInZone } from '../../../components/today';

/**
 * The stops as the wizard edits them (spec 3 sections 2 and 4): the day and the clock times are
 * kept apart so a date change rewrites only the date part; they are joined when saving. Clock
 * times are the local time at the stop (decision 113).
 */
export interface WizardEvent {
  /** Client key, stable across reorders. */
  key: string;
  id?: number;
  event_order: number;
  event_type: EventType;
  /** YYYY-MM-DD */
  event_date: string;
  appointment_type_id: number | null;
  /** HH:MM, '' when none. */
  time_lower: string;
  time_higher: string;
  location_street: string;
  location_city: string;
  location_state: string;
  location_postal_code: string;
  location_country: string;
  location_lat: number | null;
  location_long: number | null;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  reference_number: string;
  special_instructions: string;
  pieces: string;
  weight: string;
  commodity_description: string;
  is_completed: boolean;
}

/** Spec 3 section 9: a new stop is tomorrow (the company's), 08:00 to 17:00, in the USA. */
export const DEFAULT_START = '08:00';
export const DEFAULT_END = '17:00';

/** The zone a stop's clock times are in: its US state's, else the company's (decision 113). */
export const zoneOfStop = (
  e: { location_state: string | null; location_country: string | null },
  fallback: string = signedInZone(),
) => stopTimeZone({ state: e.location_state, country: e.location_country }, fallback);

let keySeq = 0;
const nextKey = () => `e${Date.now().toString(36)}${(keySeq++).toString(36)}`;

/** A new stop: a pickup when it is the first, otherwise a delivery (spec 3 section 4). */
export function defaultEvent(order: number, today: string = companyToday(getSessionSnapshot().user)): WizardEvent {
  return {
    key: nextKey(),
    event_order: order,
    event_type: order === 1 ? 'pickup' : 'delivery',
    event_date: addDaysToDay(today, 1),
    appointment_type_id: null,
    time_lower: DEFAULT_START,
    time_higher: DEFAULT_END,
    location_street: '',
    location_city: '',
    location_state: '',
    location_postal_code: '',
    location_country: 'USA',
    location_lat: null,
    location_long: null,
    contact_name: '',
    contact_phone: '',
    contact_email: '',
    reference_number: '',
    special_instructions: '',
    pieces: '',
    weight: '',
    commodity_description: '',
    is_completed: false,
  };
}

/** Sorted by event_order and numbered 1..n (after a delete or a move). */
export function renumber(events: readonly WizardEvent[]): WizardEvent[] {
  return [...events].sort((a, b) => a.event_order - b.event_order).map((e, i) => ({ ...e, event_order: i + 1 }));
}

/** Moving up is blocked when the stop's date is after the previous stop's date. */
export function canMoveUp(events: readonly WizardEvent[], index: number): boolean {
  const prev = events[index - 1];
  const cur = events[index];
  return !!prev && !!cur && !(cur.event_date > prev.event_date);
}

/** Moving down is blocked when the stop's date is before the next stop's date. */
export function canMoveDown(events: readonly WizardEvent[], index: number): boolean {
  const next = events[index + 1];
  const cur = events[index];
  return !!next && !!cur && !(cur.event_date < next.event_date);
}

/** Swaps a stop with its neighbour and renumbers; unchanged when the move is blocked. */
export function moveEvent(events: readonly WizardEvent[], index: number, direction: 'up' | 'down'): WizardEvent[] {
  const allowed = direction === 'up' ? canMoveUp(events, index) : canMoveDown(events, index);
  if (!allowed) return [...events];
  const other = direction === 'up' ? index - 1 : index + 1;
  const out = [...events];
  [out[index], out[other]] = [out[other] as WizardEvent, out[index] as WizardEvent];
  return out.map((e, i) => ({ ...e, event_order: i + 1 }));
}

export function removeEvent(events: readonly WizardEvent[], index: number): WizardEvent[] {
  return renumber(events.filter((_, i) => i !== index));
}

/** A new date keeps the clock times; missing ones take the defaults. */
export function changeEventDate(event: WizardEvent, day: string): WizardEvent {
  return {
    ...event,
    event_date: day,
    time_lower: event.time_lower || DEFAULT_START,
    time_higher: event.time_higher || DEFAULT_END,
  };
}

/**
 * Choosing an appointment type: one without a time sets both bounds to now on the stop's date;
 * one with a range keeps (or defaults) start and end, which are then required.
 */
export function applyAppointmentType(
  event: WizardEvent,
  type: Pick<AppointmentType, 'id' | 'has_time' | 'has_time_range'> | null,
  now: Date = new Date(),
  fallbackZone: string = signedInZone(),
): WizardEvent {
  if (!type) return { ...event, appointment_type_id: null };
  if (!type.has_time) {
    const t = timeOfDayIn(now, zoneOfStop(event, fallbackZone));
    return { ...event, appointment_type_id: type.id, time_lower: t, time_higher: t };
  }
  if (!type.has_time_range) {
    const start = event.time_lower || DEFAULT_START;
    return { ...event, appointment_type_id: type.id, time_lower: start, time_higher: start };
  }
  return {
    ...event,
    appointment_type_id: type.id,
    time_lower: event.time_lower || DEFAULT_START,
    time_higher: event.time_higher || DEFAULT_END,
  };
}

/**
 * A type without a range is one time (the API keeps it as both bounds): the end is the start, so a
 * changed start never leaves an old end behind it.
 */
export function withOneTime(
  event: WizardEvent,
  type: Pick<AppointmentType, 'has_time_range'> | undefined,
): WizardEvent {
  return type && !type.has_time_range ? { ...event, time_higher: event.time_lower } : event;
}

/** What is wrong with each field of a stop, by the field the dialog shows it on. */
export type EventFieldErrors = Partial<Record<keyof WizardEvent, string>>;

/** The dialog's field for a field of the API's stop; times are edited as clock times. */
function dialogField(field: string): keyof WizardEvent {
  if (field === 'appointment_time_lower') return 'time_lower';
  if (field === 'appointment_time_higher') return 'time_higher';
  return field as keyof WizardEvent;
}

/**
 * Why a stop cannot be saved as it is, per field (empty when it can): the API's own stop schema
 * (lengths, ranges, formats), the appointment type's times, the window's order and its day at the
 * stop, so the dialog refuses what Save Events would.
 */
export function eventFieldErrors(
  event: WizardEvent,
  type: Pick<AppointmentType, 'has_time_range'> | undefined,
  fallbackZone: string = signedInZone(),
): EventFieldErrors {
  const errors: EventFieldErrors = {};
  const put = (field: string, message: string) => {
    errors[dialogField(field)] ??= message;
  };
  const input = toEventInput(event, fallbackZone);
  const parsed = loadEventInput.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) put(String(issue.path[0] ?? 'event_date'), issue.message);
  if (type?.has_time_range && !event.time_lower) put('time_lower', LOAD_MESSAGES.appointmentTimesRequired);
  if (type?.has_time_range && !event.time_higher) put('time_higher', LOAD_MESSAGES.appointmentTimesRequired);
  if (event.time_lower && event.time_higher && event.time_higher < event.time_lower)
    put('time_higher', LOAD_MESSAGES.appointmentWindow);
  if (parsed.success) for (const p of appointmentDayProblems(parsed.data, fallbackZone)) put(p.field, p.message);
  return errors;
}

/**
 * The stop dialog's schema: the problems `eventFieldErrors` finds (the API's `loadEventInput` and the
 * appointment type's rules), each on the dialog's field it belongs to; a one-time stop saves its start as its end.
 */
export function stopForm(
  types: readonly Pick<AppointmentType, 'id' | 'has_time_range'>[],
  fallbackZone: string = signedInZone(),
): z.ZodType<WizardEvent, WizardEvent> {
  return z.custom<WizardEvent>().transform((given, ctx) => {
    const type = types.find((t) => t.id === given.appointment_type_id);
    const event = withOneTime(given, type);
    for (const [field, message] of Object.entries(eventFieldErrors(event, type, fallbackZone)))
      ctx.addIssue({ code: 'custom', path: [field], message, input: given });
    return event;
  });
}

/**
 * A refused Save Events, said per stop: "Stop 2 (delivery): City must be 100 characters or less".
 * Problems that name no stop are kept as they are; undefined when there are none.
 */
export function stopProblemsText(problems: readonly FieldProblem[], sent: readonly WizardEvent[]): string | undefined {
  const lines = problems.map((p) => {
    const [where, list, index] = p.loc;
    const stop = where === 'body' && list === 'events' && typeof index === 'number' ? sent[index] : undefined;
    return stop ? `Stop ${stop.event_order} (${stop.event_type}): ${p.msg}` : p.msg;
  });
  return lines.length ? [...new Set(lines)].join('; ') : undefined;
}

/** A stop's clock time on its day as an instant, read in the stop's zone; null without both. */
function instantOf(day: string, time: string, zone: string): string | null {
  return day && time ? instantAt(day, time, zone) : null;
}

const textOrNull = (v: string) => (v.trim() ? v.trim() : null);

export function toEventInput(e: WizardEvent, fallbackZone: string = signedInZone()): LoadEventInput {
  const zone = zoneOfStop(e, fallbackZone);
  return {
    ...(e.id ? { id: e.id } : {}),
    event_order: e.event_order,
    event_type: e.event_type,
    event_date: e.event_date,
    appointment_type_id: e.appointment_type_id,
    appointment_time_lower: instantOf(e.event_date, e.time_lower, zone),
    appointment_time_higher: instantOf(e.event_date, e.time_higher, zone),
    location_street: textOrNull(e.location_street),
    location_city: textOrNull(e.location_city),
    location_state: textOrNull(e.location_state)?.toUpperCase() ?? null,
    location_postal_code: textOrNull(e.location_postal_code),
    location_country: e.location_country || 'USA',
    location_lat: e.location_lat,
    location_long: e.location_long,
    contact_name: textOrNull(e.contact_name),
    contact_phone: textOrNull(e.contact_phone),
    contact_email: textOrNull(e.contact_email),
    reference_number: textOrNull(e.reference_number),
    special_instructions: textOrNull(e.special_instructions),
    pieces: e.pieces === '' ? null : Number(e.pieces),
    weight: e.weight === '' ? null : e.weight,
    commodity_description: textOrNull(e.commodity_description),
    is_completed: e.is_completed,
  };
}

export function fromLoadEvent(e: LoadEvent, fallbackZone: string = signedInZone()): WizardEvent {
  const zone = zoneOfStop(e, fallbackZone);
  const time = (v: string | null) => timeOfDayIn(v, zone);
  return {
    key: nextKey(),
    id: e.id,
    event_order: e.event_order,
    event_type: e.event_type,
    event_date: e.event_date.slice(0, 10),
    appointment_type_id: e.appointment_type_id,
    time_lower: time(e.appointment_time_lower),
    time_higher: time(e.appointment_time_higher),
    location_street: e.location_street ?? '',
    location_city: e.location_city ?? '',
    location_state: e.location_state ?? '',
    location_postal_code: e.location_postal_code ?? '',
    location_country: e.location_country || 'USA',
    location_lat: e.location_lat,
    location_long: e.location_long,
    contact_name: e.contact_name ?? '',
    contact_phone: e.contact_phone ?? '',
    contact_email: e.contact_email ?? '',
    reference_number: e.reference_number ?? '',
    special_instructions: e.special_instructions ?? '',
    pieces: e.pieces === null ? '' : String(e.pieces),
    weight: e.weight ?? '',
    commodity_description: e.commodity_description ?? '',
    is_completed: e.is_completed,
  };
}

/** Spec 3 section 4: in create mode the events step is done with at least one pickup and one delivery. */
export function eventsComplete(events: readonly Pick<WizardEvent, 'event_type'>[]): boolean {
  return events.some((e) => e.event_type === 'pickup') && events.some((e) => e.event_type === 'delivery');
}
