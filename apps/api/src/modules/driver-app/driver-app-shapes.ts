import {
  CHECK_CALL_REASON_LABELS,
  type CheckCall,
  checkCallPlace,
  type DriverAppDocument,
  type DriverAppLoad,
  type DriverAppStop,
  type LoadEvent,
  mapsUrlOf,
} from '@tms/domain';
import type { DriverRunLoad } from '../loads/driver-loads.service';

/** The stop as the driver sees it; `isNext` when it is the load's first stop still open. */
export function toDriverStop(s: LoadEvent, isNext: boolean): DriverAppStop {
  return {
    id: s.id,
    event_order: s.event_order,
    event_type: s.event_type,
    event_date: s.event_date,
    appointment_type_name: s.appointment_type_name,
    appointment_time_lower: s.appointment_time_lower,
    appointment_time_higher: s.appointment_time_higher,
    location_street: s.location_street,
    location_city: s.location_city,
    location_state: s.location_state,
    location_postal_code: s.location_postal_code,
    location_country: s.location_country,
    location_lat: s.location_lat,
    location_long: s.location_long,
    contact_name: s.contact_name,
    contact_phone: s.contact_phone,
    reference_number: s.reference_number,
    special_instructions: s.special_instructions,
    pieces: s.pieces,
    weight: s.weight,
    commodity_description: s.commodity_description,
    arrived_at: s.arrived_at,
    departed_at: s.departed_at,
    is_completed: s.is_completed,
    next_action: isNext ? (s.arrived_at ? 'depart' : 'arrive') : null,
    maps_url: mapsUrlOf(s),
  };
}

/** A stop just arrived at or left: still the next one until it is completed. */
export const actedStop = (s: LoadEvent) => toDriverStop(s, !s.is_completed);

/** Current once under way or due today or before, upcoming before that, recent when every stop is done. */
function stageOf(stops: readonly LoadEvent[], today: string): DriverAppLoad['stage'] {
  const next = stops.find((s) => !s.is_completed);
  if (!next) return 'recent';
  const started = stops.some((s) => s.arrived_at || s.is_completed);
  return started || next.event_date <= today ? 'current' : 'upcoming';
}

export function toDriverLoad(
  run: DriverRunLoad,
  extra: { documents: DriverAppDocument[]; lastCheckCall: CheckCall | null; today: string },
): DriverAppLoad {
  const { load, stops } = run;
  const next = stops.find((s) => !s.is_completed);
  const call = extra.lastCheckCall;
  return {
    id: load.load.id,
    load_number: load.load.load_number,
    status: { name: load.status_name, color: load.status_color },
    stage: stageOf(stops, extra.today),
    is_team_load: load.load.is_team_load,
    commodity: load.load.commodity,
    weight_lbs: load.load.weight_lbs,
    pieces: load.load.pieces,
    hazmat: load.load.hazmat,
    truck_unit: load.truck_unit,
    trailer_unit: load.trailer_unit,
    dispatcher: run.dispatcher,
    stops: stops.map((s) => toDriverStop(s, s.id === next?.id)),
    next_stop_id: next?.id ?? null,
    documents: extra.documents,
    last_check_call: call
      ? { reason: CHECK_CALL_REASON_LABELS[call.reason], place: checkCallPlace(call), created_at: call.created_at }
      : null,
  };
}
