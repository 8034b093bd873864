import type { StyleSpecification } from 'maplibre-gl';
import { BASE_COLORS, type MapMode } from './map-palette';

/**
 * The base map used when no MAP_STYLE_URL is configured: land, borders between countries and states
 * and the largest cities, from GeoJSON the build makes out of geodata packages. Nothing is fetched
 * from another host, and it needs no fonts: it has no text layers.
 */
export function offlineStyle(
  urls: Record<'land' | 'borders' | 'states' | 'cities', string>,
  mode: MapMode,
): StyleSpecification {
  const c = BASE_COLORS[mode];
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: urls.land },
      borders: { type: 'geojson', data: urls.borders },
      states: { type: 'geojson', data: urls.states },
      cities: { type: 'geojson', data: urls.cities },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': c.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': c.land } },
      { id: 'states', type: 'line', source: 'states', paint: { 'line-color': c.state, 'line-width': 0.8 } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': c.border, 'line-width': 1.2 } },
      {
        id: 'cities',
        type: 'circle',
        source: 'cities',
        paint: {
          'circle-color': c.city,
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 1.5, 8, 4],
          'circle-opacity': 0.8,
        },
      },
    ],
  };
}
