import type { EtaState, LatestPosition, LoadEta } from '@tms/domain';
import { NO_SIGNAL_MINUTES } from '@tms/domain';
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';

/** A truck's colour on a map: its load's ETA state, or `no_load` for a truck with none on the road. */
export type MarkerState = EtaState | 'no_load';

/** One truck as the maps show it: where it last was and how its load stands. */
export interface FleetTruck {
  truckId: number;
  unitNumber: string;
  driverName: string | null;
  driverId: number | null;
  lat: number;
  lng: number;
  at: string;
  state: MarkerState;
  eta: LoadEta | null;
}

/** A stop drawn as a pin: `next` is the one the truck is heading for. */
export interface MapStop {
  id: number;
  lat: number;
  lng: number;
  label: string;
  kind: 'pickup' | 'delivery';
  done: boolean;
  next: boolean;
}

export interface TrailPoint {
  lat: number;
  lng: number;
}

const silent = (at: string, now: number) => now - Date.parse(at) > NO_SIGNAL_MINUTES * 60_000;

/**
 * Each truck's newest position joined with its load's ETA. A truck silent for NO_SIGNAL_MINUTES is
 * `no_signal` whatever its load's state, so a stale dot never looks on time.
 */
export function fleetTrucks(positions: readonly LatestPosition[], etas: readonly LoadEta[], now: number): FleetTruck[] {
  const etaOf = new Map(etas.filter((e) => e.truck_id !== null).map((e) => [e.truck_id!, e]));
  return positions.map((p) => {
    const eta = etaOf.get(p.truck_id) ?? null;
    const state: MarkerState = silent(p.at, now) ? 'no_signal' : (eta?.state ?? 'no_load');
    return {
      truckId: p.truck_id,
      unitNumber: p.unit_number,
      driverName: p.driver_name,
      driverId: eta?.driver_id ?? null,
      lat: p.lat,
      lng: p.lng,
      at: p.at,
      state,
      eta,
    };
  });
}

export function truckFeatures(trucks: readonly FleetTruck[], selectedId: number | null): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: trucks.map(
      (t): Feature<Point> => ({
        type: 'Feature',
        id: t.truckId,
        properties: { truck_id: t.truckId, unit: t.unitNumber, state: t.state, selected: t.truckId === selectedId },
        geometry: { type: 'Point', coordinates: [t.lng, t.lat] },
      }),
    ),
  };
}

/** The trail as one line, oldest point first; empty under two points. */
export function trailFeatures(points: readonly TrailPoint[]): FeatureCollection<LineString> {
  if (points.length < 2) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates: points.map((p) => [p.lng, p.lat]) },
      },
    ],
  };
}

export function stopFeatures(stops: readonly MapStop[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: stops.map((s) => ({
      type: 'Feature',
      id: s.id,
      properties: { label: s.label, kind: s.kind, done: s.done, next: s.next },
      geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
    })),
  };
}

/** Everything a map draws: what the canvas receives, and what tests check. */
export interface MapData {
  trucks: FeatureCollection<Point>;
  trail: FeatureCollection<LineString>;
  stops: FeatureCollection<Point>;
}

export function mapData(
  trucks: readonly FleetTruck[],
  selectedId: number | null,
  trail: readonly TrailPoint[],
  stops: readonly MapStop[],
): MapData {
  return { trucks: truckFeatures(trucks, selectedId), trail: trailFeatures(trail), stops: stopFeatures(stops) };
}

/** [west, south, east, north] around every point drawn, or null when there is none. */
export function boundsOf(data: MapData): [number, number, number, number] | null {
  const points = [
    ...data.trucks.features.map((f) => f.geometry.coordinates),
    ...data.stops.features.map((f) => f.geometry.coordinates),
    ...data.trail.features.flatMap((f) => f.geometry.coordinates),
  ];
  if (!points.length) return null;
  const lngs = points.map((p) => p[0]!);
  const lats = points.map((p) => p[1]!);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
