import type { EldFile } from './eld-file-types';
import {
  type LocalDate,
  lineError,
  readCoordinate,
  readDate,
  readHours,
  readMiles,
  readTime,
  required,
  utcInstant,
} from './fields';
import type { EldFileLines } from './read-lines';

type Header = EldFileLines['header'];

/** 7.41: the home terminal's offset from UTC, two digits without the sign, 04 to 11. */
function readOffset(line: number, value: string): number {
  const n = Number(value);
  if (!/^\d\d$/.test(value) || n < 4 || n > 11) {
    throw lineError(line, `the time zone offset "${value}" is not two digits from 04 to 11.`);
  }
  return n;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** The people, vehicle, carrier and ELD of the header segment (4.8.2.1.1). */
export function readHeader(header: Header) {
  const [driverRow, coDriverRow, cmvRow, carrierRow, shippingRow, currentRow, eldRow] = header;
  const d = driverRow.fields;
  const driver = {
    last_name: required(driverRow.line, "driver's last name", d.last_name),
    first_name: required(driverRow.line, "driver's first name", d.first_name),
    username: required(driverRow.line, "driver's ELD username", d.username),
    license_number: required(driverRow.line, "driver's license number", d.license_number),
    license_state: required(driverRow.line, "driver's license state", d.license_state),
  };
  const c = coDriverRow.fields;
  const co_driver =
    c.last_name + c.first_name + c.username === ''
      ? null
      : { last_name: c.last_name, first_name: c.first_name, username: c.username };
  const v = cmvRow.fields;
  const vehicle = {
    power_unit_number: required(cmvRow.line, 'CMV power unit number', v.power_unit_number),
    vin: blankToNull(v.vin),
    trailer_numbers: v.trailer_numbers.split(' ').filter((t) => t !== ''),
  };
  const k = carrierRow.fields;
  if (k.multiday_basis !== '7' && k.multiday_basis !== '8') {
    throw lineError(carrierRow.line, `the multiday basis "${k.multiday_basis}" is not 7 or 8.`);
  }
  readTime(carrierRow.line, '24-hour period starting time', k.period_start_time);
  const carrier = {
    usdot: required(carrierRow.line, "carrier's USDOT number", k.usdot),
    name: required(carrierRow.line, 'carrier name', k.carrier_name),
    multiday_basis: Number(k.multiday_basis) as 7 | 8,
    period_start_time: k.period_start_time,
  };
  const time_zone_offset = readOffset(carrierRow.line, k.time_zone_offset);
  const s = shippingRow.fields;
  if (s.exempt_driver_configuration !== 'E' && s.exempt_driver_configuration !== '0') {
    throw lineError(
      shippingRow.line,
      `the exempt driver configuration "${s.exempt_driver_configuration}" is not E or 0.`,
    );
  }
  const currentDate = readDate(currentRow.line, 'current date', currentRow.fields.date);
  const currentTime = readTime(currentRow.line, 'current time', currentRow.fields.time);
  readCoordinate(currentRow.line, 'current latitude', currentRow.fields.latitude, 90);
  readCoordinate(currentRow.line, 'current longitude', currentRow.fields.longitude, 180);
  readMiles(currentRow.line, 'current total vehicle miles', currentRow.fields.total_vehicle_miles);
  readHours(currentRow.line, 'current total engine hours', currentRow.fields.total_engine_hours);
  const e = eldRow.fields;
  const eld = {
    registration_id: required(eldRow.line, 'ELD registration ID', e.registration_id),
    identifier: required(eldRow.line, 'ELD identifier', e.identifier),
    authentication_value: e.authentication_value,
    output_file_comment: e.output_file_comment,
  };
  return {
    driver,
    co_driver,
    vehicle,
    carrier,
    eld,
    shipping_document_number: blankToNull(s.shipping_document_number),
    exempt_driver: s.exempt_driver_configuration === 'E',
    time_zone_offset,
    generated_at: utcInstant(currentDate, currentTime, time_zone_offset),
    currentDate,
  } satisfies Partial<EldFile> & { currentDate: LocalDate };
}
