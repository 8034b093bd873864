import { addDaysToDay, DEFAULT_TIME_ZONE, dayIn, withVinCheckDigit } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { unique } from './factories';

type Headers = Record<string, string>;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
let vinSeq = 0;

/** A VIN no other test uses, with a valid check digit. */
export function uniqueVin(): string {
  vinSeq += 1;
  const tail = `${Date.now().toString(36).toUpperCase()}${process.pid}${vinSeq}`.replace(/[IOQ]/g, 'X');
  let body = `1XK${tail}`.slice(-17).padStart(17, '0');
  body = [...body].map((c) => (VIN_CHARS.includes(c) ? c : '7')).join('');
  return withVinCheckDigit(body);
}

async function post(app: FastifyInstance, headers: Headers, url: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export const createDriver = (app: FastifyInstance, headers: Headers, payload: Record<string, unknown> = {}) =>
  post(app, headers, '/api/drivers/', { first_name: 'Dana', last_name: unique('Driver'), ...payload });

export const createTruck = (app: FastifyInstance, headers: Headers, payload: Record<string, unknown> = {}) =>
  post(app, headers, '/api/trucks/', { unit_number: unique('T'), vin: uniqueVin(), ...payload });

export const createTrailer = (app: FastifyInstance, headers: Headers, payload: Record<string, unknown> = {}) =>
  post(app, headers, '/api/trailers/', { unit_number: unique('R'), vin: uniqueVin(), ...payload });

/** The field names a 422's detail list names. */
export const fieldsOf = (res: { json(): { detail: { loc: (string | number)[] }[] } }) =>
  res.json().detail.map((d) => d.loc.at(-1));
export const messagesOf = (res: { json(): { detail: { msg: string }[] } }) => res.json().detail.map((d) => d.msg);

/** A day `n` days from today in the default company time zone (the zone expiry rules count in). */
export const dayFromToday = (n: number) => addDaysToDay(dayIn(DEFAULT_TIME_ZONE), n);
