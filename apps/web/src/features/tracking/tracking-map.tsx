import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NO_SIGNAL_MINUTES, type PublicTracking } from '@tms/domain';
import { useMemo } from 'react';
import { FleetMap } from '../../components/map/fleet-map';
import type { FleetTruck } from '../../components/map/map-features';

/** The public page's own query client: it only asks which map style the carrier's server uses. */
const client = new QueryClient();

type Position = NonNullable<PublicTracking['position']>;

/**
 * The truck's last reported position for the customer: one marker, no unit number or driver (the
 * public answer carries neither), grey when the truck has not reported for half an hour.
 */
export function TrackingMap({ position }: { position: Position }) {
  const trucks = useMemo<FleetTruck[]>(() => {
    const silent = Date.now() - Date.parse(position.at) > NO_SIGNAL_MINUTES * 60_000;
    return [
      {
        truckId: 0,
        unitNumber: 'Truck',
        driverName: null,
        driverId: null,
        lat: position.lat,
        lng: position.lng,
        at: position.at,
        state: silent ? 'no_signal' : 'on_time',
        eta: null,
      },
    ];
  }, [position]);
  return (
    <QueryClientProvider client={client}>
      <FleetMap label="Where the truck is" trucks={trucks} height={{ xs: 260, md: 380 }} legend={false} />
    </QueryClientProvider>
  );
}
