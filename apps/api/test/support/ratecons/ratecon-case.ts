import { type Place, randomPlace } from './places';
import type { Random } from './random';
import {
  ACCESSORIALS,
  BROKER_KINDS,
  CARRIER_KINDS,
  COMMODITIES,
  COMPANY_ENDINGS,
  EQUIPMENT,
  FACILITY_KINDS,
  FACTORING_KINDS,
  FIRST_NAMES,
  NAME_WORDS,
  STREET_NAMES,
  STREET_SUFFIXES,
  SURNAMES,
} from './vocabulary';

/** What one invented rate confirmation states: the truth its label is made from. */
export type Day = { year: number; month: number; day: number };
export type Clock = { hour: number; minute: number };

export type CaseStop = Place & {
  type: 'pickup' | 'delivery';
  day: Day;
  /** Equal for a fixed appointment, apart for a window. */
  from: Clock;
  to: Clock;
  facility: string;
  street: string;
  phone: string | null;
  reference: string | null;
};

export type Charge = { description: string; cents: number };
export type Reference = { kind: 'po' | 'bol' | 'order'; value: string };

export type RateconCase = {
  issued: Day;
  loadNumber: string;
  broker: { name: string; mc: string | null; dot: string; phone: string; email: string; street: string; place: Place };
  carrier: { name: string; factoring: string | null; mc: string };
  references: Reference[];
  stops: CaseStop[];
  linehaulCents: number;
  fuelCents: number;
  accessorials: Charge[];
  cargo: {
    commodity: string;
    weight: number;
    pieces: number | null;
    miles: number | null;
    hazmat: boolean | null;
    equipment: string;
  };
};

const company = (rng: Random, kinds: readonly string[]) =>
  [rng.pick(NAME_WORDS), rng.pick(kinds), rng.pick(COMPANY_ENDINGS)].filter(Boolean).join(' ');

export function makePhone(rng: Random): string {
  return `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
}

function makeLoadNumber(rng: Random): string {
  return rng.pick([
    () => rng.digits(rng.int(6, 9)),
    () => `${rng.letters(rng.int(1, 2))}${rng.digits(rng.int(5, 7))}`,
    () => `${rng.letters(3)}-${rng.digits(6)}`,
    () => `${rng.digits(7)}-${rng.int(1, 3)}`,
  ])();
}

export function makeBroker(rng: Random): RateconCase['broker'] {
  const name = company(rng, BROKER_KINDS);
  const domain = `${name.split(' ')[0]?.toLowerCase()}${rng.pick(['freight', 'logistics', 'lg', 'tms', ''])}.com`;
  const person = `${rng.pick(FIRST_NAMES)}.${rng.pick(SURNAMES)}`.toLowerCase();
  return {
    name,
    mc: rng.chance(0.7) ? rng.digits(rng.int(6, 7)) : null,
    dot: rng.digits(7),
    phone: makePhone(rng),
    email: rng.chance(0.85) ? `${person}@${domain}` : `dispatch@${domain}`,
    street: makeStreet(rng),
    place: randomPlace(rng),
  };
}

function makeCarrier(rng: Random): RateconCase['carrier'] {
  const owner = rng.chance(0.5) ? rng.pick(SURNAMES) : rng.pick(NAME_WORDS);
  const name = [owner, rng.pick(CARRIER_KINDS), rng.pick(COMPANY_ENDINGS)].filter(Boolean).join(' ');
  return {
    name: rng.chance(0.4) ? name.toUpperCase() : name,
    factoring: rng.chance(0.35) ? `${rng.pick(NAME_WORDS)} ${rng.pick(FACTORING_KINDS)} LLC`.toUpperCase() : null,
    mc: rng.digits(6),
  };
}

export function makeStreet(rng: Random): string {
  const direction = rng.chance(0.25) ? `${rng.pick(['N', 'S', 'E', 'W'])} ` : '';
  return `${rng.int(10, 29999)} ${direction}${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
}

const addDays = (d: Day, n: number): Day => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

function makeWindow(rng: Random): { from: Clock; to: Clock } {
  const from = { hour: rng.int(5, 14), minute: rng.pick([0, 0, 0, 30]) };
  if (rng.chance(0.45)) return { from, to: from };
  return { from, to: { hour: Math.min(23, from.hour + rng.int(2, 8)), minute: rng.pick([0, 0, 30]) } };
}

function makeStop(rng: Random, type: CaseStop['type'], day: Day): CaseStop {
  const facility = rng.chance(0.5)
    ? `${rng.pick(NAME_WORDS)} ${rng.pick(FACILITY_KINDS)}`
    : `${rng.pick(SURNAMES)} ${rng.pick(FACILITY_KINDS)}`;
  return {
    type,
    day,
    ...makeWindow(rng),
    facility: rng.chance(0.2) ? `${facility} #${rng.int(2, 40)}` : facility,
    street: makeStreet(rng),
    ...randomPlace(rng),
    phone: rng.chance(0.4) ? makePhone(rng) : null,
    reference: rng.chance(0.75) ? rng.pick([rng.digits(rng.int(5, 9)), `${rng.letters(2)}${rng.digits(6)}`]) : null,
  };
}

/** Two to four stops: one or two pickups, then deliveries, dates not going back. */
function makeStops(rng: Random, first: Day): CaseStop[] {
  const count = rng.pick([2, 2, 2, 3, 3, 4]);
  const pickups = count > 2 && rng.chance(0.3) ? 2 : 1;
  let day = first;
  return Array.from({ length: count }, (_, i) => {
    if (i > 0) day = addDays(day, rng.int(0, 2));
    return makeStop(rng, i < pickups ? 'pickup' : 'delivery', day);
  });
}

function makeReferences(rng: Random): Reference[] {
  const refs: Reference[] = [];
  const count = rng.pick([0, 0, 1, 1, 2, 3, 4]);
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(['po', 'po', 'bol', 'order'] as const);
    refs.push({
      kind,
      value: kind === 'bol' ? rng.digits(8) : `${rng.pick(['', '', 'P', 'SO'])}${rng.digits(rng.int(5, 8))}`,
    });
  }
  return refs;
}

function makeCharges(rng: Random) {
  const linehaulCents = rng.int(8, 120) * 5000 + (rng.chance(0.2) ? rng.int(1, 99) * 100 : 0);
  const fuelCents = rng.chance(0.45) ? Math.round(linehaulCents * rng.int(5, 25)) / 100 : 0;
  const accessorials = rng.chance(0.35) ? [{ description: rng.pick(ACCESSORIALS), cents: rng.int(1, 6) * 2500 }] : [];
  return { linehaulCents, fuelCents: Math.round(fuelCents), accessorials };
}

export function makeCase(rng: Random): RateconCase {
  const issued: Day = { year: 2026, month: rng.int(1, 11), day: rng.int(1, 26) };
  return {
    issued,
    loadNumber: makeLoadNumber(rng),
    broker: makeBroker(rng),
    carrier: makeCarrier(rng),
    references: makeReferences(rng),
    stops: makeStops(rng, addDays(issued, rng.int(0, 3))),
    ...makeCharges(rng),
    cargo: {
      commodity: rng.pick(COMMODITIES),
      weight: rng.int(20, 440) * 100 + (rng.chance(0.5) ? rng.int(1, 99) : 0),
      pieces: rng.chance(0.8) ? rng.int(1, 30) : null,
      miles: rng.chance(0.45) ? rng.int(60, 2600) : null,
      hazmat: rng.pick([null, false, false, true]),
      equipment: rng.pick(EQUIPMENT),
    },
  };
}

export const totalCents = (c: RateconCase) =>
  c.linehaulCents + c.fuelCents + c.accessorials.reduce((sum, a) => sum + a.cents, 0);
