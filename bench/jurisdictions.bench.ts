// Times the jurisdiction lookup and the miles by jurisdiction (apps/api/src/lib, decision 0214)
// over a trail of one point a minute: straight drives at 60 mph between city pairs of the US and
// Canada, each point a few metres off the line, as GPS reports them. A quarter for 100 trucks is
// about 13 million points; the IFTA report must read them in well under 30 s.
// Target: >= 2 million points a second for jurisdictionOf and segmentMiles together (warm).
// `BENCH_POINTS` (1,000,000) sets the trail's length. Exits 1 when the target is missed.
import { greatCircleMiles, type LatLng } from '@tms/domain';
import { pathMiles, segmentMiles } from '../apps/api/src/lib/jurisdiction-miles';
import { jurisdictionOf } from '../apps/api/src/lib/jurisdictions';

const POINTS = Number(process.env.BENCH_POINTS ?? 1_000_000);
const TARGET_PER_SECOND = 2_000_000;
/** Miles a truck covers between two reports at 60 mph. */
const STEP_MILES = 1;
/** GPS noise, in degrees (about 10 m either way). */
const NOISE = 0.0001;

const CITIES: [name: string, lat: number, lng: number][] = [
  ['Seattle WA', 47.61, -122.33],
  ['Portland OR', 45.52, -122.68],
  ['Sacramento CA', 38.58, -121.49],
  ['Los Angeles CA', 34.05, -118.24],
  ['Phoenix AZ', 33.45, -112.07],
  ['Las Vegas NV', 36.17, -115.14],
  ['Salt Lake City UT', 40.76, -111.89],
  ['Boise ID', 43.62, -116.2],
  ['Denver CO', 39.74, -104.99],
  ['Albuquerque NM', 35.08, -106.65],
  ['El Paso TX', 31.76, -106.49],
  ['Dallas TX', 32.78, -96.8],
  ['Houston TX', 29.76, -95.37],
  ['Oklahoma City OK', 35.47, -97.52],
  ['Kansas City MO', 39.1, -94.58],
  ['Omaha NE', 41.26, -95.94],
  ['Minneapolis MN', 44.98, -93.27],
  ['Chicago IL', 41.88, -87.63],
  ['St. Louis MO', 38.63, -90.2],
  ['Memphis TN', 35.15, -90.05],
  ['New Orleans LA', 29.95, -90.07],
  ['Atlanta GA', 33.75, -84.39],
  ['Jacksonville FL', 30.33, -81.66],
  ['Charlotte NC', 35.23, -80.84],
  ['Nashville TN', 36.16, -86.78],
  ['Indianapolis IN', 39.77, -86.16],
  ['Columbus OH', 39.96, -83.0],
  ['Detroit MI', 42.33, -83.05],
  ['Pittsburgh PA', 40.44, -80.0],
  ['Washington DC', 38.9, -77.04],
  ['Philadelphia PA', 39.95, -75.17],
  ['New York NY', 40.71, -74.01],
  ['Boston MA', 42.36, -71.06],
  ['Billings MT', 45.78, -108.5],
  ['Fargo ND', 46.88, -96.79],
  ['Vancouver BC', 49.28, -123.12],
  ['Calgary AB', 51.05, -114.07],
  ['Edmonton AB', 53.55, -113.49],
  ['Regina SK', 50.45, -104.61],
  ['Winnipeg MB', 49.9, -97.14],
  ['Toronto ON', 43.65, -79.38],
  ['Ottawa ON', 45.42, -75.7],
  ['Montreal QC', 45.5, -73.57],
  ['Quebec City QC', 46.81, -71.21],
  ['Moncton NB', 46.09, -64.78],
  ['Halifax NS', 44.65, -63.58],
];

/** A seeded generator, so every run drives the same trail. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function trail(count: number): LatLng[] {
  const next = random(214);
  const city = () => CITIES[Math.floor(next() * CITIES.length)]!;
  const points: LatLng[] = [];
  let [, lat, lng] = city();
  while (points.length < count) {
    const [, toLat, toLng] = city();
    const steps = Math.ceil(greatCircleMiles({ lat, lng }, { lat: toLat, lng: toLng }) / STEP_MILES);
    for (let i = 0; i < steps && points.length < count; i++) {
      const t = i / steps;
      points.push({
        lat: lat + t * (toLat - lat) + (next() - 0.5) * 2 * NOISE,
        lng: lng + t * (toLng - lng) + (next() - 0.5) * 2 * NOISE,
      });
    }
    [lat, lng] = [toLat, toLng];
  }
  return points;
}

/** Each point located (with the previous point's answer as hint) and each stretch split by jurisdiction. */
function locateAndSplit(points: readonly LatLng[]) {
  let hint: string | null = null;
  let miles = 0;
  let pieces = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    hint = jurisdictionOf(p.lat, p.lng, hint);
    if (i === 0) continue;
    for (const piece of segmentMiles(points[i - 1]!, p)) {
      miles += piece.miles;
      pieces++;
    }
  }
  return { miles, pieces };
}

const time = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  const result = work();
  return [result, (performance.now() - start) / 1000];
};
const perSecond = (seconds: number) => Math.round(POINTS / seconds).toLocaleString('en-US');

const [points, generating] = time(() => trail(POINTS));
console.log(`${POINTS.toLocaleString('en-US')} points generated in ${generating.toFixed(2)} s`);

const [, cold] = time(() => locateAndSplit(points));
console.log(`first pass (outlines read, grid filled): ${cold.toFixed(2)} s, ${perSecond(cold)} points/s`);

const [lookups, located] = time(() => {
  let hint: string | null = null;
  for (const p of points) hint = jurisdictionOf(p.lat, p.lng, hint);
  return hint;
});
console.log(`jurisdictionOf alone: ${located.toFixed(2)} s, ${perSecond(located)} points/s (last: ${lookups})`);

const [split, warm] = time(() => locateAndSplit(points));
console.log(
  `jurisdictionOf + segmentMiles: ${warm.toFixed(2)} s, ${perSecond(warm)} points/s (${split.pieces.toLocaleString('en-US')} pieces, ${Math.round(split.miles).toLocaleString('en-US')} miles)`,
);

const [byJurisdiction, path] = time(() => pathMiles(points));
console.log(`pathMiles: ${path.toFixed(2)} s, ${perSecond(path)} points/s`);
const top = [...byJurisdiction].sort((a, b) => b[1] - a[1]).slice(0, 12);
console.log(top.map(([j, m]) => `${j ?? 'none'} ${Math.round(m).toLocaleString('en-US')}`).join(', '));

const rate = POINTS / warm;
console.log(
  `\n${Math.round(rate).toLocaleString('en-US')} points/s (target >= ${TARGET_PER_SECOND.toLocaleString('en-US')})`,
);
if (rate < TARGET_PER_SECOND) {
  console.log('Target missed.');
  process.exit(1);
}
