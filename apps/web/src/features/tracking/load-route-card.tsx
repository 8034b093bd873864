import Typography from '@mui/material/Typography';
import type { Load } from '@tms/domain';
import { useMemo } from 'react';
import { FleetMap } from '../../components/map/fleet-map';
import { LoadSection } from '../loads/load-page/load-section';
import { useTruckTrail } from './api/use-truck-trail';
import { routeStops } from './route-stops';
import { useFleetTrucks } from './use-fleet-trucks';

/** The load page's route: its stops, and its truck with the trail of its last day while it is tracked. */
export function LoadRouteCard({ load }: { load: Load }) {
  const fleet = useFleetTrucks();
  const truckId = load.truck?.id ?? null;
  const trucks = useMemo(() => fleet.trucks.filter((t) => t.truckId === truckId), [fleet.trucks, truckId]);
  const trail = useTruckTrail(fleet.available && trucks.length ? truckId : null);
  const stops = useMemo(() => routeStops(load.events), [load.events]);
  if (!stops.length && !trucks.length) return null;
  return (
    <LoadSection title="Route">
      <FleetMap
        label={`Route of load ${load.load_number}`}
        trucks={trucks}
        selectedTruckId={truckId}
        trail={trail.data ?? []}
        stops={stops}
        height={{ xs: 240, sm: 300 }}
      />
      {stops.length < load.events.length && (
        <Typography variant="caption" color="text.secondary">
          Stops without a located address are not on the map.
        </Typography>
      )}
    </LoadSection>
  );
}
