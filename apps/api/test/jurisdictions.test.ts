import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { jurisdictionOf } from '../src/lib/jurisdictions';

/** Well inside their jurisdiction (latitude, longitude), written out so no expectation reads the code's data. */
const PLACES: [name: string, lat: number, lng: number, code: string][] = [
  ['Dallas', 32.78, -96.8, 'TX'],
  ['Chicago', 41.88, -87.63, 'IL'],
  ['Denver', 39.74, -104.99, 'CO'],
  ['Atlanta', 33.75, -84.39, 'GA'],
  ['Sacramento', 38.58, -121.49, 'CA'],
  ['Nashville', 36.16, -86.78, 'TN'],
  ['Harrisburg', 40.27, -76.88, 'PA'],
  ['Wichita', 37.69, -97.34, 'KS'],
  ['the White House', 38.8977, -77.0365, 'DC'],
  ['Anchorage', 61.22, -149.9, 'AK'],
  ['Fairbanks', 64.84, -147.72, 'AK'],
  ['Honolulu', 21.31, -157.86, 'HI'],
  ['Toronto', 43.65, -79.38, 'ON'],
  ['Montreal', 45.5, -73.57, 'QC'],
  ['Winnipeg', 49.9, -97.14, 'MB'],
  ['Regina', 50.45, -104.61, 'SK'],
  ['Calgary', 51.05, -114.07, 'AB'],
  ['Vancouver', 49.28, -123.12, 'BC'],
  ['Halifax', 44.65, -63.58, 'NS'],
  ['Moncton', 46.09, -64.78, 'NB'],
  ['Charlottetown', 46.24, -63.13, 'PE'],
  ["St. John's", 47.56, -52.71, 'NL'],
  ['Whitehorse', 60.72, -135.06, 'YT'],
];

const NOWHERE: [name: string, lat: number, lng: number][] = [
  ['the Gulf of Mexico', 27, -90],
  ['Monterrey, Mexico', 25.67, -100.31],
  ['Chihuahua, Mexico', 28.63, -106.07],
  ['the Atlantic', 35, -65],
  ['the Pacific', 40, -130],
  ['Europe', 48.85, 2.35],
];

describe('the jurisdiction of a point', () => {
  it.each(PLACES)('%s is in its state or province', (_name, lat, lng, code) => {
    expect(jurisdictionOf(lat, lng)).toBe(code);
  });

  it.each(NOWHERE)('%s is in none', (_name, lat, lng) => {
    expect(jurisdictionOf(lat, lng)).toBeNull();
  });

  it('answers the same with any hint, and none for a point that is not one', () => {
    expect(jurisdictionOf(32.78, -96.8, 'ON')).toBe('TX');
    expect(jurisdictionOf(32.78, -96.8, null)).toBe('TX');
    expect(jurisdictionOf(Number.NaN, -96.8)).toBeNull();
  });

  it('tells the sides of the 49th parallel and of the Detroit River', () => {
    // Interstate 29 at Pembina, ND, and Emerson, MB; the Ambassador Bridge's ends.
    expect(jurisdictionOf(48.97, -97.24)).toBe('ND');
    expect(jurisdictionOf(49.03, -97.24)).toBe('MB');
    expect(jurisdictionOf(42.32, -83.08)).toBe('MI');
    expect(jurisdictionOf(42.3, -83.06)).toBe('ON');
  });

  it("agrees with the spherical test on the Census outlines, away from the states' borders", () => {
    const topology = createRequire(import.meta.url)('us-atlas/states-10m.json') as Topology<{
      states: GeometryCollection<{ name: string }>;
    }>;
    const states = feature(topology, topology.objects.states).features as Feature<Geometry>[];
    const byName = new Map([
      ['Texas', 'TX'],
      ['Kansas', 'KS'],
      ['Nebraska', 'NE'],
      ['Colorado', 'CO'],
      ['Iowa', 'IA'],
      ['Missouri', 'MO'],
      ['Oklahoma', 'OK'],
    ]);
    const shapes = states.filter((s) => byName.has(String(s.properties?.name)));
    const spherical = (lat: number, lng: number) => {
      const shape = shapes.find((s) => geoContains(s, [lng, lat]));
      return shape ? byName.get(String(shape.properties?.name))! : 'other';
    };
    let compared = 0;
    // A lattice over the Plains; a point whose neighbours 3 km away all agree is away from a border.
    for (let lat = 30.05; lat < 43; lat += 0.37) {
      for (let lng = -108.95; lng < -90; lng += 0.41) {
        const here = spherical(lat, lng);
        const around = [
          [0.03, 0],
          [-0.03, 0],
          [0, 0.04],
          [0, -0.04],
        ].map(([dLat, dLng]) => spherical(lat + dLat!, lng + dLng!));
        if (here === 'other' || around.some((a) => a !== here)) continue;
        compared++;
        expect(jurisdictionOf(lat, lng), `${lat}, ${lng}`).toBe(here);
      }
    }
    expect(compared).toBeGreaterThan(800);
  });
});
