import { useMemo } from 'react';
import { useCompanyFeatures } from '../../app/session/use-company-features';
import { useSession } from '../../app/session/use-session';
import { type FleetTruck, fleetTrucks } from '../../components/map/map-features';
import { useLatestPositions } from './api/use-latest-positions';
import { useLoadEtas } from './api/use-load-etas';

/**
 * Every truck with a position, joined with its load's ETA. Positions come with the telematics
 * feature to whoever reads equipment; without them `available` is false and no map is offered.
 */
export function useFleetTrucks(): { trucks: FleetTruck[]; available: boolean; loading: boolean } {
  const features = useCompanyFeatures();
  const { capabilities } = useSession();
  const available = !!features?.includes('telematics_integration') && capabilities.has('equipment_read');
  const positions = useLatestPositions(available);
  // Read only where positions are: the same feature and capability (use-load-etas).
  const etas = useLoadEtas();
  const trucks = useMemo(
    () => fleetTrucks(positions.data ?? [], [...etas.values()], Date.now()),
    [positions.data, etas],
  );
  return { trucks, available, loading: available && positions.isPending };
}
