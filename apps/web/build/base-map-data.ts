import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

/** The layers of the offline base map, each a GeoJSON file the map's style names. */
export const BASE_MAP_LAYERS = ['land', 'borders', 'states', 'cities'] as const;
export type BaseMapLayer = (typeof BASE_MAP_LAYERS)[number];

/** North America and a margin: the land outside it is dropped, so a phone downloads less. */
const BOUNDS = { west: -180, east: -40, south: 5, north: 85 };
/** Cities shown as places to orient by: the largest of the United States, Canada and Mexico. */
const CITY_COUNTRIES = new Set(['US', 'CA', 'MX']);
const MIN_CITY_POPULATION = 300_000;

/** Two decimals is about a kilometre: finer than the map is ever read, a third of the bytes. */
const round = (p: Position): Position => [Math.round(p[0]! * 100) / 100, Math.round(p[1]! * 100) / 100];

function roundGeometry(g: Geometry): Geometry {
  switch (g.type) {
    case 'Point':
      return { ...g, coordinates: round(g.coordinates) };
    case 'LineString':
      return { ...g, coordinates: g.coordinates.map(round) };
    case 'MultiLineString':
    case 'Polygon':
      return { ...g, coordinates: g.coordinates.map((l) => l.map(round)) } as Geometry;
    case 'MultiPolygon':
      return { ...g, coordinates: g.coordinates.map((p) => p.map((l) => l.map(round))) };
    default:
      return g;
  }
}

const inBounds = ([lng, lat]: Position) =>
  lng! >= BOUNDS.west && lng! <= BOUNDS.east && lat! >= BOUNDS.south && lat! <= BOUNDS.north;

const collection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: features.map((f) => ({ ...f, geometry: roundGeometry(f.geometry) })),
});

function land(): FeatureCollection {
  const world = require('world-atlas/land-50m.json') as Topology;
  const all = feature(world, world.objects.land!) as unknown as FeatureCollection;
  const polygons = all.features.flatMap((f) =>
    f.geometry.type === 'MultiPolygon'
      ? f.geometry.coordinates
      : f.geometry.type === 'Polygon'
        ? [f.geometry.coordinates]
        : [],
  );
  const near = polygons.filter((rings) => rings[0]!.some(inBounds));
  return collection([{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: near } }]);
}

/** Lines between two countries (coastlines come from the land's edge). */
function borders(): FeatureCollection {
  const world = require('world-atlas/countries-50m.json') as Topology;
  const lines = mesh(world, world.objects.countries as never, (a, b) => a !== b);
  const near = lines.coordinates.filter((line) => line.some(inBounds));
  return collection([{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: near } }]);
}

/** Lines between two states of the United States. */
function states(): FeatureCollection {
  const us = require('us-atlas/states-10m.json') as Topology;
  const lines = mesh(us, us.objects.states as never, (a, b) => a !== b);
  return collection([{ type: 'Feature', properties: {}, geometry: lines }]);
}

interface City {
  city: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
  province: string;
}

function cities(): FeatureCollection {
  const all = require('city-timezones/data/cityMap.json') as City[];
  const major = all.filter((c) => CITY_COUNTRIES.has(c.iso2) && c.pop >= MIN_CITY_POPULATION);
  return collection(
    major.map((c) => ({
      type: 'Feature',
      properties: { name: c.city, region: c.province, population: Math.round(c.pop) },
      geometry: { type: 'Point', coordinates: [c.lng, c.lat] },
    })),
  );
}

const BUILDERS: Record<BaseMapLayer, () => FeatureCollection> = { land, borders, states, cities };

/** One layer of the base map as GeoJSON text, built from the geodata packages at build time. */
export function baseMapLayer(layer: BaseMapLayer): string {
  return JSON.stringify(BUILDERS[layer]());
}
