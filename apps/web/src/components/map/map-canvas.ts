import 'maplibre-gl/dist/maplibre-gl.css';
import { baseMapUrls } from 'virtual:base-map';
import {
  type GeoJSONSource,
  type LngLatBoundsLike,
  type Map as MapLibreMap,
  Map as MapLibreMapClass,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { addCityLabels } from './city-labels';
import { boundsOf, type MapData } from './map-features';
import { BASE_COLORS, MARKER_COLORS, type MapMode } from './map-palette';
import { offlineStyle } from './offline-style';

// The library's worker is one of our own files (CSP worker-src 'self'), not a blob it would build.
setWorkerUrl(workerUrl);

/** North America, when there is nothing to frame yet. */
const START: LngLatBoundsLike = [
  [-125, 24],
  [-66, 50],
];

export interface MapCanvasOptions {
  container: HTMLElement;
  mode: MapMode;
  /** A MapLibre style (MAP_STYLE_URL), or null for the offline base map. */
  styleUrl: string | null;
  onSelectTruck: (truckId: number) => void;
}

export interface MapCanvas {
  update(data: MapData, frame: boolean): void;
  resize(): void;
  destroy(): void;
}

const empty = (): GeoJSON.FeatureCollection => ({ type: 'FeatureCollection', features: [] });

function stateColor(mode: MapMode) {
  const c = MARKER_COLORS[mode];
  return [
    'match',
    ['get', 'state'],
    'on_time',
    c.on_time,
    'at_risk',
    c.at_risk,
    'late',
    c.late,
    'no_signal',
    c.no_signal,
    c.no_load,
  ];
}

/** The trucks (clustered when zoomed out), the selected truck's trail and its stops, over the base map. */
function addOverlays(map: MapLibreMap, mode: MapMode) {
  const m = MARKER_COLORS[mode];
  const b = BASE_COLORS[mode];
  map.addSource('trail', { type: 'geojson', data: empty() });
  map.addSource('stops', { type: 'geojson', data: empty() });
  // A cluster takes the colour of its worst truck: late, at risk, on time, else grey.
  map.addSource('trucks', {
    type: 'geojson',
    data: empty(),
    cluster: true,
    clusterRadius: 40,
    clusterMaxZoom: 9,
    clusterProperties: {
      late: ['+', ['case', ['==', ['get', 'state'], 'late'], 1, 0]],
      at_risk: ['+', ['case', ['==', ['get', 'state'], 'at_risk'], 1, 0]],
      on_time: ['+', ['case', ['==', ['get', 'state'], 'on_time'], 1, 0]],
    },
  });
  map.addLayer({
    id: 'trail',
    type: 'line',
    source: 'trail',
    paint: { 'line-color': b.trail, 'line-width': 3, 'line-opacity': 0.85 },
  });
  map.addLayer({
    id: 'stops',
    type: 'circle',
    source: 'stops',
    paint: {
      'circle-color': ['case', ['get', 'done'], m.no_signal, b.stop],
      'circle-radius': ['case', ['get', 'next'], 8, 6],
      'circle-stroke-color': b.halo,
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: 'clusters',
    type: 'circle',
    source: 'trucks',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': [
        'case',
        ['>', ['get', 'late'], 0],
        m.late,
        ['>', ['get', 'at_risk'], 0],
        m.at_risk,
        ['>', ['get', 'on_time'], 0],
        m.on_time,
        m.no_signal,
      ],
      'circle-radius': ['step', ['get', 'point_count'], 12, 5, 16, 20, 22],
      'circle-opacity': 0.85,
      'circle-stroke-color': b.halo,
      'circle-stroke-width': 3,
    },
  });
  // Counts need the style's fonts: a configured style has them, the offline one has none.
  if (map.getStyle().glyphs)
    map.addLayer({
      id: 'cluster-count',
      type: 'symbol',
      source: 'trucks',
      filter: ['has', 'point_count'],
      layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-size': 12 },
      paint: { 'text-color': '#fff' },
    });
  map.addLayer({
    id: 'trucks',
    type: 'circle',
    source: 'trucks',
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': stateColor(mode) as never,
      'circle-radius': ['case', ['get', 'selected'], 10, 7],
      'circle-stroke-color': ['case', ['get', 'selected'], b.trail, b.halo],
      'circle-stroke-width': ['case', ['get', 'selected'], 4, 2],
    },
  });
}

function listenForClicks(map: MapLibreMap, onSelectTruck: (id: number) => void) {
  map.on('click', 'trucks', (e) => {
    const id = e.features?.[0]?.properties?.truck_id;
    if (typeof id === 'number') onSelectTruck(id);
  });
  map.on('click', 'clusters', async (e) => {
    const feature = e.features?.[0];
    if (feature?.geometry.type !== 'Point') return;
    const zoom = await (map.getSource('trucks') as GeoJSONSource).getClusterExpansionZoom(
      feature.properties.cluster_id,
    );
    map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom });
  });
  for (const layer of ['trucks', 'clusters']) {
    map.on('mouseenter', layer, () => {
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', layer, () => {
      map.getCanvas().style.cursor = '';
    });
  }
}

/** The WebGL map: everything that needs maplibre-gl, loaded only by pages that show a map. */
export function createMapCanvas(o: MapCanvasOptions): MapCanvas {
  const map = new MapLibreMapClass({
    container: o.container,
    style: o.styleUrl ?? offlineStyle(baseMapUrls, o.mode),
    bounds: START,
    attributionControl: o.styleUrl ? {} : false,
    cooperativeGestures: false,
    dragRotate: false,
    maxZoom: 16,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  let pending: { data: MapData; frame: boolean } | null = null;
  let ready = false;
  const apply = (data: MapData, frame: boolean) => {
    (map.getSource('trucks') as GeoJSONSource).setData(data.trucks);
    (map.getSource('trail') as GeoJSONSource).setData(data.trail);
    (map.getSource('stops') as GeoJSONSource).setData(data.stops);
    const bounds = frame ? boundsOf(data) : null;
    // Framed no closer than a region: one truck alone would otherwise fill the map with one street.
    if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 7, duration: 0 });
  };
  const labels = o.styleUrl ? null : addCityLabels(map, baseMapUrls.cities);
  map.on('load', () => {
    addOverlays(map, o.mode);
    listenForClicks(map, o.onSelectTruck);
    ready = true;
    if (pending) apply(pending.data, pending.frame);
    pending = null;
  });
  return {
    update(data, frame) {
      if (ready) apply(data, frame);
      else pending = { data, frame: frame || (pending?.frame ?? false) };
    },
    resize: () => map.resize(),
    destroy() {
      labels?.remove();
      map.remove();
    },
  };
}
