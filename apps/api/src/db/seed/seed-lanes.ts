import { estimateMiles } from '@tms/domain';

/** A US freight city: name, state, coordinates and a downtown ZIP code. */
export type City = readonly [name: string, state: string, lat: number, lng: number, zip: string];

/** Real US freight cities: lanes and miles are worked out from them. */
export const CITIES: readonly City[] = [
  ['Columbus', 'OH', 39.9612, -82.9988, '43215'],
  ['Chicago', 'IL', 41.8781, -87.6298, '60607'],
  ['Indianapolis', 'IN', 39.7684, -86.1581, '46225'],
  ['Detroit', 'MI', 42.3314, -83.0458, '48226'],
  ['Cleveland', 'OH', 41.4993, -81.6944, '44114'],
  ['Pittsburgh', 'PA', 40.4406, -79.9959, '15222'],
  ['Atlanta', 'GA', 33.749, -84.388, '30303'],
  ['Charlotte', 'NC', 35.2271, -80.8431, '28202'],
  ['Nashville', 'TN', 36.1627, -86.7816, '37203'],
  ['Memphis', 'TN', 35.1495, -90.049, '38103'],
  ['Louisville', 'KY', 38.2527, -85.7585, '40202'],
  ['St. Louis', 'MO', 38.627, -90.1994, '63101'],
  ['Kansas City', 'MO', 39.0997, -94.5786, '64106'],
  ['Dallas', 'TX', 32.7767, -96.797, '75201'],
  ['Houston', 'TX', 29.7604, -95.3698, '77002'],
  ['San Antonio', 'TX', 29.4241, -98.4936, '78205'],
  ['Oklahoma City', 'OK', 35.4676, -97.5164, '73102'],
  ['Denver', 'CO', 39.7392, -104.9903, '80202'],
  ['Phoenix', 'AZ', 33.4484, -112.074, '85004'],
  ['Los Angeles', 'CA', 34.0522, -118.2437, '90012'],
  ['Laredo', 'TX', 27.5306, -99.4803, '78040'],
  ['Jacksonville', 'FL', 30.3322, -81.6557, '32202'],
  ['Orlando', 'FL', 28.5383, -81.3792, '32801'],
  ['Savannah', 'GA', 32.0809, -81.0912, '31401'],
  ['Harrisburg', 'PA', 40.2732, -76.8867, '17101'],
  ['Newark', 'NJ', 40.7357, -74.1724, '07102'],
  ['Baltimore', 'MD', 39.2904, -76.6122, '21202'],
  ['Richmond', 'VA', 37.5407, -77.436, '23219'],
  ['Minneapolis', 'MN', 44.9778, -93.265, '55401'],
  ['Omaha', 'NE', 41.2565, -95.9345, '68102'],
  ['Des Moines', 'IA', 41.5868, -93.625, '50309'],
  ['Milwaukee', 'WI', 43.0389, -87.9065, '53202'],
  ['Cincinnati', 'OH', 39.1031, -84.512, '45202'],
  ['Birmingham', 'AL', 33.5186, -86.8104, '35203'],
  ['Little Rock', 'AR', 34.7465, -92.2896, '72201'],
  ['Dayton', 'OH', 39.7589, -84.1916, '45402'],
  ['Toledo', 'OH', 41.6528, -83.5379, '43604'],
  ['Fort Wayne', 'IN', 41.0793, -85.1394, '46802'],
  ['Knoxville', 'TN', 35.9606, -83.9207, '37902'],
  ['Greenville', 'SC', 34.8526, -82.394, '29601'],
];

/** The carrier's home terminals (Ohio and its neighbours): where trucks start the demo period. */
export const HOME_CITIES = CITIES.filter((c) => ['Columbus', 'Dayton', 'Cincinnati', 'Louisville'].includes(c[0]));

/** A small deterministic generator, so every first start seeds the same loads. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof random>;

const lanes = new Map<string, number>();
/** Road miles between two cities, as the wizard's estimate computes them (decision 0193). */
export function roadMiles(a: City, b: City): number {
  const key = `${a[4]}-${b[4]}`;
  let miles = lanes.get(key);
  if (miles === undefined) {
    miles = estimateMiles([
      { lat: a[2], lng: a[3] },
      { lat: b[2], lng: b[3] },
    ]).miles;
    lanes.set(key, miles);
  }
  return miles;
}

/**
 * A destination from `from` in a believable band of miles: mostly regional (300 to 1,300 miles),
 * some short hauls, and long hauls for teams.
 */
export function pickDestination(r: Rng, from: City, team: boolean): City {
  const [min, max] = team ? [700, 2200] : r.chance(0.1) ? [90, 300] : [300, 1300];
  for (let tries = 0; tries < 12; tries++) {
    const to = r.pick(CITIES);
    const miles = roadMiles(from, to);
    if (to !== from && miles >= min && miles <= max) return to;
  }
  let to = r.pick(CITIES);
  while (to === from) to = r.pick(CITIES);
  return to;
}

/** Where the next load picks up: often where the truck emptied, else a city within a few hours. */
export function pickPickup(r: Rng, at: City): City {
  if (r.chance(0.55)) return at;
  const near = CITIES.filter((c) => c !== at && roadMiles(at, c) <= 260);
  return near.length ? r.pick(near) : at;
}

/** The city nearest to a point: where a truck on the road calls in from. */
export function nearestCity(lat: number, lng: number): City {
  let best = CITIES[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of CITIES) {
    const d = (c[2] - lat) ** 2 + ((c[3] - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}
