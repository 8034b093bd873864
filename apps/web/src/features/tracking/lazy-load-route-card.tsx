import type { Load } from '@tms/domain';
import { lazy, Suspense } from 'react';

const LoadRouteCard = lazy(() => import('./load-route-card').then((m) => ({ default: m.LoadRouteCard })));

/** The route card, fetched after the load page shows: its first load stays as light as before. */
export function LazyLoadRouteCard({ load }: { load: Load }) {
  return (
    <Suspense fallback={null}>
      <LoadRouteCard load={load} />
    </Suspense>
  );
}
