import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { tripCheck } from '@tms/domain';
import { apiClient } from '../../../app/api/api-client';
import { useCompanyFeatures } from '../../../app/session/use-company-features';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { hosKeys } from '../../hos/api/hos-keys';
import { useLoadRecord } from '../load-page/use-load-record';
import { toEventInput, type WizardEvent } from './event-rules';

/** Typing the miles asks again only once the figure has settled. */
const MILES_DEBOUNCE_MS = 400;

/** The first pickup's appointment as an instant, when it has a time. */
function pickupInstant(stops: readonly WizardEvent[]): string | null {
  const pickup = stops.find((s) => s.event_type === 'pickup');
  return pickup ? (toEventInput(pickup).appointment_time_lower ?? null) : null;
}

/**
 * Under the miles (issue 33): a warning, never a block, when the saved load's driver has less
 * driving left by the first pickup than its loaded miles need at 50 mph. Only where the company
 * has telematics; a user who may not read drivers' hours, or a failed check, sees nothing.
 */
export function HosTripWarning({
  loadId,
  stops,
  loadedMiles,
}: {
  loadId: number;
  stops: readonly WizardEvent[];
  loadedMiles: string;
}) {
  const telematics = useCompanyFeatures()?.includes('telematics_integration') ?? false;
  const driverId = useLoadRecord(loadId).data?.driver_id ?? null;
  const miles = useDebouncedValue(Number(loadedMiles), MILES_DEBOUNCE_MS);
  const pickupAt = pickupInstant(stops);
  const check = useQuery({
    queryKey: hosKeys.tripCheck(driverId, miles, pickupAt),
    queryFn: async () => {
      const q = new URLSearchParams({ miles: String(miles), ...(pickupAt ? { pickup_at: pickupAt } : {}) });
      return tripCheck.parse(await apiClient(`/api/drivers/${driverId}/hos/trip-check?${q}`));
    },
    enabled: telematics && driverId !== null && Number.isFinite(miles) && miles > 0,
    retry: false,
    staleTime: 60_000,
  });
  const warning = check.data?.warning;
  if (!warning) return null;
  return (
    <Alert severity="warning" data-testid="hos-trip-warning">
      Hours of service: {warning}. The load can still be saved.
    </Alert>
  );
}
