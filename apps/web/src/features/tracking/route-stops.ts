import type { MapStop } from '../../components/map/map-features';

/** What the stops of a load (its page's or a driver's list) have in common, for drawing them. */
interface StopLike {
  id: number;
  event_type: string;
  event_order: number;
  location_city: string | null;
  location_state: string | null;
  location_lat: number | null;
  location_long: number | null;
  is_completed: boolean;
}

/** A load's stops as map pins, in order; the first not completed is the next. Stops without a place are left out. */
export function routeStops(stops: readonly StopLike[]): MapStop[] {
  const sorted = [...stops].sort((a, b) => a.event_order - b.event_order);
  const next = sorted.find((s) => !s.is_completed);
  return sorted.flatMap((s) =>
    s.location_lat === null || s.location_long === null
      ? []
      : [
          {
            id: s.id,
            lat: s.location_lat,
            lng: s.location_long,
            kind: s.event_type === 'pickup' ? ('pickup' as const) : ('delivery' as const),
            label: `${s.event_type === 'pickup' ? 'Pickup' : 'Delivery'} #${s.event_order}${
              s.location_city ? ` · ${[s.location_city, s.location_state].filter(Boolean).join(', ')}` : ''
            }`,
            done: s.is_completed,
            next: s.id === next?.id,
          },
        ],
  );
}
