import { lazy, Suspense } from 'react';

const FleetMapCard = lazy(() => import('./fleet-map-card').then((m) => ({ default: m.FleetMapCard })));

/** The dashboard's fleet map, fetched once the figures show. */
export function LazyFleetMapCard() {
  return (
    <Suspense fallback={null}>
      <FleetMapCard />
    </Suspense>
  );
}
