/**
 * The layout of the ELD output file, 49 CFR 395 Subpart B, Appendix A, 4.8.2.1: segment titles in the
 * order they appear, and the fields of each data line in order. Every data line ends with one more
 * field, its line data check value (4.4.5.2), which the lists below leave out.
 */

/** 4.8.2.1.1: the header is seven fixed lines after its title. */
export const HEADER_LINES = [
  { name: 'driver line', fields: ['last_name', 'first_name', 'username', 'license_state', 'license_number'] },
  { name: 'co-driver line', fields: ['last_name', 'first_name', 'username'] },
  { name: 'CMV line', fields: ['power_unit_number', 'vin', 'trailer_numbers'] },
  {
    name: 'carrier line',
    fields: ['usdot', 'carrier_name', 'multiday_basis', 'period_start_time', 'time_zone_offset'],
  },
  { name: 'shipping line', fields: ['shipping_document_number', 'exempt_driver_configuration'] },
  {
    name: 'current status line',
    fields: ['date', 'time', 'latitude', 'longitude', 'total_vehicle_miles', 'total_engine_hours'],
  },
  { name: 'ELD line', fields: ['registration_id', 'identifier', 'authentication_value', 'output_file_comment'] },
] as const;

/** 4.8.2.1.4: a row of the ELD Event List (event types 1, 2 and 3). */
export const EVENT_FIELDS = [
  'sequence',
  'record_status',
  'origin',
  'event_type',
  'event_code',
  'date',
  'time',
  'vehicle_miles',
  'engine_hours',
  'latitude',
  'longitude',
  'distance_since_last_valid',
  'cmv_order',
  'user_order',
  'malfunction_indicator',
  'diagnostic_indicator',
  'event_check_value',
] as const;

/** 4.8.2.1.10: an Unidentified Driver Profile record: an event row without the user order and diagnostic indicator. */
export const UNIDENTIFIED_FIELDS = [
  'sequence',
  'record_status',
  'origin',
  'event_type',
  'event_code',
  'date',
  'time',
  'vehicle_miles',
  'engine_hours',
  'latitude',
  'longitude',
  'distance_since_last_valid',
  'cmv_order',
  'malfunction_indicator',
  'event_check_value',
] as const;

/** The segments after the header, in file order (4.8.2.1.2 to 4.8.2.1.10), with each row's fields. */
export const LIST_SEGMENTS = {
  users: { title: 'User List:', fields: ['order', 'account_type', 'last_name', 'first_name'] },
  cmvs: { title: 'CMV List:', fields: ['order', 'power_unit_number', 'vin'] },
  events: { title: 'ELD Event List:', fields: EVENT_FIELDS },
  annotations: {
    title: 'ELD Event Annotations or Comments:',
    fields: ['sequence', 'username', 'comment', 'date', 'time', 'location'],
  },
  certifications: {
    title: "Driver's Certification/Recertification Actions:",
    fields: ['sequence', 'event_code', 'date', 'time', 'certified_date', 'cmv_order'],
  },
  malfunctions: {
    title: 'Malfunctions and Data Diagnostic Events:',
    fields: ['sequence', 'event_code', 'diagnostic_code', 'date', 'time', 'vehicle_miles', 'engine_hours', 'cmv_order'],
  },
  login_logout: {
    title: 'ELD Login/Logout Report:',
    fields: ['sequence', 'event_code', 'username', 'date', 'time', 'vehicle_miles', 'engine_hours'],
  },
  engine_power: {
    title: 'CMV Engine Power-Up and Shut Down Activity:',
    fields: [
      'sequence',
      'event_code',
      'date',
      'time',
      'vehicle_miles',
      'engine_hours',
      'latitude',
      'longitude',
      'power_unit_number',
      'vin',
      'trailer_numbers',
      'shipping_document_number',
    ],
  },
  unidentified: { title: 'Unidentified Driver Profile Records:', fields: UNIDENTIFIED_FIELDS },
} as const;

export type ListSegmentKey = keyof typeof LIST_SEGMENTS;
export const LIST_SEGMENT_ORDER = Object.keys(LIST_SEGMENTS) as ListSegmentKey[];

export const HEADER_TITLE = 'ELD File Header Segment:';
/** 4.8.2.1.11: the title, then one line holding the file data check value. */
export const END_TITLE = 'End of File:';

/** Every title in file order. */
export const TITLES = [HEADER_TITLE, ...LIST_SEGMENT_ORDER.map((k) => LIST_SEGMENTS[k].title), END_TITLE];

/**
 * A title as compared: case, surrounding spaces and typographic apostrophes do not matter, and the
 * malfunction segment's older wording ("ELD Malfunction and Data Diagnostic Event Records:") is the
 * same segment. Titles carry no check value, so reading them loosely weakens nothing.
 */
export function titleKey(line: string): string {
  const key = line
    .trim()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return key === 'eld malfunction and data diagnostic event records:'
    ? 'malfunctions and data diagnostic events:'
    : key;
}

const titleIndexes = new Map(TITLES.map((t, i) => [titleKey(t), i]));

/** The position of a title line in TITLES, or -1 for a line that is no title. */
export const titleIndex = (line: string): number => titleIndexes.get(titleKey(line)) ?? -1;
