import {
  invoiceOutdated,
  type LastCheckCall,
  type Load,
  type LoadEvent,
  type LoadListItem,
  type LoadProgress,
  progressOf,
  rateCargoTotals,
} from '@tms/domain';
import type * as repo from './loads.repo';

/* How a stored load, its stops and its progress are answered. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
const driverRef = (id: number | null, first: string | null, last: string | null) =>
  id !== null && first !== null ? { id, first_name: first, last_name: last ?? '' } : null;

/** A stop's own fields: what a stop is answered with, and what a copy of the load books again. */
export function stopFields(e: repo.EventRow) {
  return {
    event_order: e.event_order,
    event_type: e.event_type as LoadEvent['event_type'],
    event_date: e.event_date,
    appointment_type_id: e.appointment_type_id,
    appointment_time_lower: iso(e.appointment_time_lower),
    appointment_time_higher: iso(e.appointment_time_higher),
    location_street: e.location_street,
    location_city: e.location_city,
    location_state: e.location_state,
    location_postal_code: e.location_postal_code,
    location_country: e.location_country,
    location_lat: e.location_lat,
    location_long: e.location_long,
    contact_name: e.contact_name,
    contact_phone: e.contact_phone,
    contact_email: e.contact_email,
    reference_number: e.reference_number,
    special_instructions: e.special_instructions,
    pieces: e.pieces,
    weight: e.weight,
    commodity_description: e.commodity_description,
  };
}

export function toEvent(r: repo.EventListRow): LoadEvent {
  const e = r.event;
  return {
    id: e.id,
    load_id: e.load_id,
    ...stopFields(e),
    appointment_type_name: r.appointment_type_name,
    is_completed: e.is_completed,
    completed_at: iso(e.completed_at),
    completed_by:
      e.completed_by !== null && r.completed_by_name ? { id: e.completed_by, full_name: r.completed_by_name } : null,
    arrived_at: iso(e.arrived_at),
    departed_at: iso(e.departed_at),
  };
}

/** The newest check call as the board and Track & Trace carry it (JSON read back from SQL). */
export function toLastCheckCall(c: repo.LastCheckCallJson | null): LastCheckCall {
  if (!c) return null;
  return {
    reason: c.reason as NonNullable<LastCheckCall>['reason'],
    city: c.city,
    state: c.state,
    latitude: c.latitude,
    longitude: c.longitude,
    eta: c.eta ? new Date(c.eta).toISOString() : null,
    created_at: new Date(c.created_at).toISOString(),
  };
}

const unit = (id: number | null, unitNumber: string | null) =>
  id !== null && unitNumber !== null ? { id: Number(id), unit_number: unitNumber } : null;

type ProgressFlags = Pick<
  repo.ProgressRow,
  | 'basic_info_entered'
  | 'pickup_details_entered'
  | 'delivery_details_entered'
  | 'events_entered'
  | 'rate_cargo_entered'
  | 'is_complete'
  | 'completion_percentage'
  | 'next_step'
>;

/** The stored progress flags, out of a computed progress or a stored row. */
export function progressFlags<P extends ProgressFlags>(p: P): ProgressFlags {
  return {
    basic_info_entered: p.basic_info_entered,
    pickup_details_entered: p.pickup_details_entered,
    delivery_details_entered: p.delivery_details_entered,
    events_entered: p.events_entered,
    rate_cargo_entered: p.rate_cargo_entered,
    is_complete: p.is_complete,
    completion_percentage: p.completion_percentage,
    next_step: p.next_step,
  };
}

export function toProgress(p: repo.ProgressRow): LoadProgress {
  return {
    id: p.id,
    load_id: p.load_id,
    ...progressFlags(p),
    next_step: p.next_step as LoadProgress['next_step'],
    completed_steps: progressOf({
      basic: p.basic_info_entered,
      pickups: p.pickup_details_entered ? 1 : 0,
      deliveries: p.delivery_details_entered ? 1 : 0,
      rateCargo: p.rate_cargo_entered,
    }).completed_steps,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

function rateCargoOf(l: repo.LoadRow) {
  return {
    rate_booked: l.rate_booked,
    rate_dispatched: l.rate_dispatched,
    // Completed with the pay basis, accessorials and margin by `withMoneyFigures` (decisions 0197, 0198).
    rate_dispatched_manual: l.rate_dispatched_manual,
    pay_basis: null,
    loaded_miles: l.loaded_miles,
    empty_miles: l.empty_miles,
    ...rateCargoTotals(l),
    commodity: l.commodity,
    weight_lbs: l.weight_lbs,
    pieces: l.pieces,
    hazmat: l.hazmat,
  };
}

export function toLoad(d: repo.LoadDetailRow, events: repo.EventListRow[], progress: repo.ProgressRow): Load {
  const l = d.load;
  return {
    id: l.id,
    load_number: l.load_number,
    broker_id: l.broker_id,
    broker: {
      id: l.broker_id,
      name: d.broker_name,
      mc_number: d.broker_mc,
      has_warning: d.broker_warning,
      warning_note: d.broker_warning ? d.broker_warning_note : null,
    },
    driver_id: l.driver_id,
    driver: driverRef(l.driver_id, d.driver_first, d.driver_last),
    secondary_driver_id: l.secondary_driver_id,
    secondary_driver: driverRef(l.secondary_driver_id, d.secondary_first, d.secondary_last),
    dispatcher_id: l.dispatcher_id,
    dispatcher:
      l.dispatcher_id !== null && d.dispatcher_name !== null
        ? { id: l.dispatcher_id, full_name: personName(d.dispatcher_name, d.dispatcher_last) }
        : null,
    status_id: l.status_id,
    status: { id: l.status_id, name: d.status_name, color: d.status_color, meaning: d.status_meaning },
    processed: l.processed,
    is_draft: l.is_draft,
    is_team_load: l.is_team_load,
    team_pay_split_primary: l.team_pay_split_primary,
    team_pay_split_secondary: l.team_pay_split_secondary,
    progress: toProgress(progress),
    rate_cargo: rateCargoOf(l),
    events: events.map(toEvent),
    invoice_number: l.invoice_number,
    invoice_date: l.invoice_date,
    invoice_amount: l.invoice_amount,
    invoice_outdated: invoiceOutdated(l),
    paid_date: l.paid_date,
    accessorials: null,
    margin: null,
    truck: unit(d.truck_id, d.truck_unit),
    trailer: unit(d.trailer_id, d.trailer_unit),
    detention_free_minutes: d.detention_free_minutes,
    version: l.version,
    created_by: l.created_by,
    created_at: l.created_at.toISOString(),
    updated_at: l.updated_at.toISOString(),
  };
}

const stop = (
  date: string | null,
  city: string | null,
  state: string | null,
  country: string | null,
  from: Date | null,
  to: Date | null,
) =>
  date
    ? { event_date: date, city, state, country, appointment_time_lower: iso(from), appointment_time_higher: iso(to) }
    : null;

export function toListItem(r: repo.LoadListRow): LoadListItem {
  const totals = rateCargoTotals(r);
  return {
    id: r.id,
    load_number: r.load_number,
    status: { id: r.status_id, name: r.status_name, color: r.status_color, meaning: r.status_meaning },
    broker: {
      id: r.broker_id,
      name: r.broker_name,
      mc_number: r.broker_mc,
      has_warning: r.broker_warning,
      warning_note: r.broker_warning ? r.broker_warning_note : null,
    },
    driver: driverRef(r.driver_id, r.driver_first, r.driver_last),
    secondary_driver: driverRef(r.secondary_driver_id, r.secondary_first, r.secondary_last),
    dispatcher:
      r.dispatcher_id !== null && r.dispatcher_name !== null
        ? { id: r.dispatcher_id, full_name: personName(r.dispatcher_name, r.dispatcher_last) }
        : null,
    truck: r.truck_id !== null && r.truck_unit !== null ? { id: Number(r.truck_id), unit_number: r.truck_unit } : null,
    is_team_load: r.is_team_load,
    processed: r.processed,
    is_draft: r.is_draft,
    first_pickup: stop(
      r.first_pickup_date,
      r.first_pickup_city,
      r.first_pickup_state,
      r.first_pickup_country,
      r.first_pickup_from,
      r.first_pickup_to,
    ),
    last_delivery: stop(
      r.last_delivery_date,
      r.last_delivery_city,
      r.last_delivery_state,
      r.last_delivery_country,
      r.last_delivery_from,
      r.last_delivery_to,
    ),
    rate_booked: r.rate_booked,
    rate_dispatched: r.rate_dispatched,
    total_miles: totals.total_miles,
    rpm_total: totals.rpm_total,
    completion_percentage: r.completion_percentage ?? 0,
    comment_count: r.comment_count,
    invoice_number: r.invoice_number,
    invoice_date: r.invoice_date,
    document_count: r.document_count,
    last_check_call: toLastCheckCall(r.last_check_call),
    version: r.version,
    created_at: r.created_at.toISOString(),
  };
}

export function listItemWithoutMoney(item: LoadListItem): LoadListItem {
  return { ...item, rate_booked: null, rate_dispatched: null, rpm_total: null };
}

export function loadWithoutMoney(load: Load): Load {
  const rate_cargo = {
    ...load.rate_cargo,
    rate_booked: null,
    rate_dispatched: null,
    pay_basis: null,
    rpm_loaded: null,
    rpm_total: null,
    profit_margin: null,
  };
  return { ...load, rate_cargo, invoice_amount: null, invoice_outdated: false, accessorials: null, margin: null };
}
