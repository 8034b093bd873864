// Calibrates and checks the offline mileage estimate (packages/domain/src/mileage.ts, decision 0193):
// 1. on typical highway distances between major US city pairs (the table below), where the road
//    factor is chosen;
// 2. on the miles printed on the labelled rate confirmations beside the repository
//    (../shared/samples/ratecons; RATECON_SAMPLES points elsewhere), reported beside it.
// Target: at least 75% of estimates within 12% of the road miles, on each. Exits 1 when missed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { estimateMiles, greatCircleMiles, type LatLng, ROAD_FACTOR } from '@tms/domain';
import { findZipCentroid } from '../apps/api/src/modules/mileage/mileage.repo';

const WITHIN = 0.12;
const TARGET_SHARE = 0.75;

/**
 * Typical highway driving distances in miles between downtown ZIP codes of major US cities, as
 * road atlases and map services give them for the usual interstate route (rounded; a few miles
 * either way depending on the exact start and end).
 */
const CITY_PAIRS: [from: string, to: string, label: string, miles: number][] = [
  ['75201', '30303', 'Dallas TX - Atlanta GA', 781],
  ['60601', '10001', 'Chicago IL - New York NY', 790],
  ['90012', '85003', 'Los Angeles CA - Phoenix AZ', 373],
  ['90012', '89101', 'Los Angeles CA - Las Vegas NV', 270],
  ['77002', '78205', 'Houston TX - San Antonio TX', 197],
  ['75201', '77002', 'Dallas TX - Houston TX', 239],
  ['60601', '63101', 'Chicago IL - St. Louis MO', 297],
  ['30303', '28202', 'Atlanta GA - Charlotte NC', 245],
  ['10001', '02108', 'New York NY - Boston MA', 215],
  ['10001', '20001', 'New York NY - Washington DC', 226],
  ['98101', '97204', 'Seattle WA - Portland OR', 174],
  ['80202', '84111', 'Denver CO - Salt Lake City UT', 520],
  ['60601', '48226', 'Chicago IL - Detroit MI', 282],
  ['30303', '37203', 'Atlanta GA - Nashville TN', 249],
  ['38103', '37203', 'Memphis TN - Nashville TN', 212],
  ['64106', '63101', 'Kansas City MO - St. Louis MO', 248],
  ['55401', '60601', 'Minneapolis MN - Chicago IL', 408],
  ['94102', '90012', 'San Francisco CA - Los Angeles CA', 382],
  ['32202', '33130', 'Jacksonville FL - Miami FL', 346],
  ['46204', '43215', 'Indianapolis IN - Columbus OH', 175],
  ['75201', '73102', 'Dallas TX - Oklahoma City OK', 206],
  ['80202', '64106', 'Denver CO - Kansas City MO', 604],
  ['30303', '32801', 'Atlanta GA - Orlando FL', 438],
  ['19107', '15222', 'Philadelphia PA - Pittsburgh PA', 305],
  ['79901', '85003', 'El Paso TX - Phoenix AZ', 430],
  ['60601', '30303', 'Chicago IL - Atlanta GA', 716],
  ['90012', '75201', 'Los Angeles CA - Dallas TX', 1435],
  ['98101', '99201', 'Seattle WA - Spokane WA', 280],
  ['77002', '70112', 'Houston TX - New Orleans LA', 348],
  ['45202', '40202', 'Cincinnati OH - Louisville KY', 100],
  ['84111', '89101', 'Salt Lake City UT - Las Vegas NV', 420],
  ['87102', '80202', 'Albuquerque NM - Denver CO', 450],
];

type Row = { name: string; stops: LatLng[]; printed: number };

const centroid = (zip: string) => {
  const found = findZipCentroid(zip);
  if (!found) throw new Error(`ZIP ${zip} is not in the table`);
  return found;
};
const errorOf = (r: Row, factor = ROAD_FACTOR) => (estimateMiles(r.stops, factor).miles - r.printed) / r.printed;
const shareWithin = (rows: Row[], factor = ROAD_FACTOR) =>
  rows.filter((r) => Math.abs(errorOf(r, factor)) <= WITHIN).length / rows.length;
const meanError = (rows: Row[], factor: number) =>
  rows.reduce((sum, r) => sum + Math.abs(errorOf(r, factor)), 0) / rows.length;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const signedPct = (x: number) => `${x >= 0 ? '+' : ''}${pct(x)}`;

function printRows(rows: Row[]) {
  for (const r of rows) {
    const estimate = estimateMiles(r.stops).miles;
    console.log(
      `${r.name.padEnd(36)} printed ${String(r.printed).padStart(5)}  estimate ${String(estimate).padStart(5)}  error ${signedPct(errorOf(r)).padStart(7)}`,
    );
  }
}

/** The road factor the table asks for: the median ratio of road to great-circle miles. */
function medianRatio(rows: Row[]) {
  const ratios = rows.map((r) => r.printed / greatCircleMiles(r.stops[0]!, r.stops[1]!)).sort((a, b) => a - b);
  const mid = ratios.length >> 1;
  return ratios.length % 2 ? ratios[mid]! : (ratios[mid - 1]! + ratios[mid]!) / 2;
}

/** The factor, in steps of 0.01, with the lowest mean error on the table. */
function bestFactor(rows: Row[]) {
  let best = { factor: 1, error: Number.POSITIVE_INFINITY };
  for (let step = 100; step <= 150; step++) {
    const error = meanError(rows, step / 100);
    if (error < best.error) best = { factor: step / 100, error };
  }
  return best;
}

const cityRows: Row[] = CITY_PAIRS.map(([from, to, name, miles]) => ({
  name,
  stops: [centroid(from), centroid(to)],
  printed: miles,
}));
console.log(`City pairs (typical highway miles), road factor ${ROAD_FACTOR}:`);
printRows(cityRows);
const cityShare = shareWithin(cityRows);
const best = bestFactor(cityRows);
console.log(
  `\nCity pairs: ${pct(cityShare)} within ${pct(WITHIN)} (target >= ${pct(TARGET_SHARE)}); mean error ${pct(meanError(cityRows, ROAD_FACTOR))}`,
);
console.log(
  `Median road/great-circle ratio ${medianRatio(cityRows).toFixed(3)}; lowest mean error at factor ${best.factor.toFixed(2)} (${pct(best.error)}); ROAD_FACTOR is ${ROAD_FACTOR}`,
);
let failed = cityShare < TARGET_SHARE;

type Label = { rate_cargo?: { loaded_miles?: unknown }; events?: { location_postal_code?: unknown }[] };

/** The labelled documents that print loaded miles and a known ZIP for every stop, numbered as the extraction bench lists them. */
function sampleRows(labels: string): Row[] {
  const files = readdirSync(labels)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.flatMap((file, i) => {
    const label = JSON.parse(readFileSync(join(labels, file), 'utf8')) as Label;
    const printed = Number(label.rate_cargo?.loaded_miles);
    const zips = (label.events ?? []).map((e) => String(e.location_postal_code ?? '').slice(0, 5));
    const stops = zips.map((zip) => (/^\d{5}$/.test(zip) ? findZipCentroid(zip) : undefined));
    if (!(printed > 0) || stops.length < 2 || stops.some((s) => !s)) return [];
    return [{ name: `sample ${String(i + 1).padStart(2, '0')}`, stops: stops as LatLng[], printed }];
  });
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const samples = resolve(process.env.RATECON_SAMPLES ?? join(root, '../shared/samples/ratecons'));
const labels = join(samples, 'labels');
if (!existsSync(labels)) {
  console.log(`\nNo labelled samples at ${labels}: only the city pairs are scored (set RATECON_SAMPLES).`);
} else {
  const rows = sampleRows(labels);
  if (rows.length === 0) {
    console.log(`\nNo labelled sample prints loaded miles with a known ZIP for every stop.`);
  } else {
    console.log(`\nRate confirmations with printed miles (${rows.length}):`);
    printRows(rows);
    const share = shareWithin(rows);
    console.log(`\nSamples: ${pct(share)} within ${pct(WITHIN)} (target >= ${pct(TARGET_SHARE)})`);
    failed ||= share < TARGET_SHARE;
  }
}
if (failed) {
  console.log('\nTarget missed.');
  process.exit(1);
}
