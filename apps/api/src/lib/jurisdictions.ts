import { createRequire } from 'node:module';
import { greatCircleMiles } from '@tms/domain';
import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { zipCodes } from './zip-codes';

/**
 * The jurisdiction (US state or Canadian province, by postal code) a point lies in: what fuel tax
 * (IFTA) and the trail's retention count by. US states come from the Census Bureau's boundaries
 * (the `us-atlas` package, 1:10,000,000); a point outside them takes the province of the nearest
 * Canadian postal area's centre, within 250 km, else none (Mexico, the sea).
 */

/** The states' FIPS codes (the atlas's feature ids) to postal codes. */
const FIPS: Readonly<Record<string, string>> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

const PROVINCES: Readonly<Record<string, string>> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  Newfoundland: 'NL',
  'Nova Scotia': 'NS',
  'Northwest Territories': 'NT',
  Nunavut: 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
};

/** Farthest a point may lie from a Canadian postal area's centre and still be given its province (250 km). */
const PROVINCE_REACH_MILES = 155;

type Area = { code: string; shape: Feature<Geometry>; west: number; south: number; east: number; north: number };
type Centre = { code: string; lat: number; lng: number };

let areas: Area[] | undefined;
let centres: Centre[] | undefined;

function stateAreas(): Area[] {
  if (areas) return areas;
  const topology = createRequire(import.meta.url)('us-atlas/states-10m.json') as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const states = feature(topology, topology.objects.states).features as Feature<Geometry>[];
  areas = states.flatMap((shape) => {
    const code = FIPS[String(shape.id)];
    if (!code) return [];
    // Alaska's islands cross the antimeridian: its box then spans the globe, which is still right.
    const [[west, south], [east, north]] = geoBounds(shape);
    return [{ code, shape, west, south, east, north }];
  });
  return areas;
}

function provinceCentres(): Centre[] {
  centres ??= Object.values(zipCodes().codes).flatMap((c) => {
    const code = c.country === 'Canada' ? PROVINCES[c.state] : undefined;
    return code ? [{ code, lat: c.latitude, lng: c.longitude }] : [];
  });
  return centres;
}

const inBox = (a: Area, lat: number, lng: number) =>
  lat >= a.south &&
  lat <= a.north &&
  (a.west <= a.east ? lng >= a.west && lng <= a.east : lng >= a.west || lng <= a.east);

function nearestProvince(lat: number, lng: number): string | null {
  let best: { code: string; miles: number } | null = null;
  for (const c of provinceCentres()) {
    const miles = greatCircleMiles({ lat, lng }, c);
    if (!best || miles < best.miles) best = { code: c.code, miles };
  }
  return best && best.miles <= PROVINCE_REACH_MILES ? best.code : null;
}

/**
 * The jurisdiction of a point. `hint` (the previous point's) is tried first: a trail stays in one
 * state for hours, so most lookups test one shape.
 */
export function jurisdictionOf(lat: number, lng: number, hint?: string | null): string | null {
  const all = stateAreas();
  const point: [number, number] = [lng, lat];
  const first = hint ? all.find((a) => a.code === hint) : undefined;
  if (first && inBox(first, lat, lng) && geoContains(first.shape, point)) return first.code;
  for (const a of all) if (a !== first && inBox(a, lat, lng) && geoContains(a.shape, point)) return a.code;
  // Canada lies north of the 41st parallel; anything south of it outside the states is not a province.
  return lat >= 41.5 ? nearestProvince(lat, lng) : null;
}
