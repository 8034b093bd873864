/** What `parseEldFile` gives back: the file, or the first line at fault and what is wrong with it. */
export type EldFileParse = { ok: true; file: EldFile } | { ok: false; line: number; detail: string };

export type DutyStatus = 'off_duty' | 'sleeper_berth' | 'driving' | 'on_duty';

/** What every dated ELD Event List row carries beyond its type and code. */
type EventBase = {
  start: Date;
  /** The driver's location description from the annotations segment, when one was entered. */
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The event sequence ID number (hexadecimal in the file). */
  sequence: number;
  /** 1 active, 2 inactive-changed, 3 inactive-change requested, 4 inactive-change rejected. */
  record_status: number;
  /** 1 automatic, 2 driver, 3 another authenticated user, 4 assumed from the unidentified driver profile. */
  origin: number;
  vehicle_miles: number | null;
  engine_hours: number | null;
};

/** An active change in duty status (event type 1). */
export type EldDutyEvent = EventBase & { status: DutyStatus };

/** An active special driving category indication (event type 3): code 1, 2 or 0 (cleared). */
export type EldSpecialDriving = EventBase & { kind: 'personal_conveyance' | 'yard_move' | 'cleared' };

/** Any row of the ELD Event List or the Unidentified Driver Profile Records, whatever its status. */
export type EldRecord = EventBase & {
  event_type: number;
  event_code: number;
  comment: string | null;
  cmv_order: number;
  /** The record originator's order in the user list; null in unidentified driver records. */
  user_order: number | null;
};

export type EldPerson = { last_name: string; first_name: string; username: string };

export type EldFile = {
  driver: EldPerson & { license_number: string; license_state: string };
  co_driver: EldPerson | null;
  /** The CMV of the header: the one in use when the file was made. */
  vehicle: { power_unit_number: string; vin: string | null; trailer_numbers: string[] };
  /** The CMV list: every CMV on the driver's records in the period, most recent first. */
  cmvs: { order: number; power_unit_number: string; vin: string | null }[];
  carrier: { usdot: string; name: string; multiday_basis: 7 | 8; period_start_time: string };
  eld: { registration_id: string; identifier: string; authentication_value: string; output_file_comment: string };
  shipping_document_number: string | null;
  exempt_driver: boolean;
  /** Hours the home terminal's time is behind UTC (the file omits the sign). */
  time_zone_offset: number;
  /** The header's current date and time. */
  generated_at: Date;
  /** Home-terminal dates (YYYY-MM-DD) from the earliest event record to the file's current date. */
  period: { start: string; end: string };
  /** Active duty-status changes, oldest first: the records hours are computed from. */
  events: EldDutyEvent[];
  /** Active personal conveyance and yard move indications, oldest first. */
  special_driving: EldSpecialDriving[];
  /** Every ELD Event List row as written, inactive ones included. */
  records: EldRecord[];
  unidentified_records: EldRecord[];
  file_check_value: string;
};
