import { startFakeEldProvider } from '../../apps/api/test/support/eld-provider-server';

/** The key the journeys enter for the provider account below. */
export const E2E_SAMSARA_TOKEN = 'e2e-samsara-token-7731';

/** The account's driver and vehicle: known to no company, so each journey matches them by hand. */
export const E2E_PROVIDER_DRIVER = 'Riley Provider';
export const E2E_PROVIDER_VEHICLE = 'ELD Unit 77';

/**
 * A local server answering Samsara's documented API for one fleet account (the app reads it through
 * SAMSARA_API_URL): a driver who came on duty three hours ago and has driven since, and a truck
 * reporting its position every ten minutes.
 */
export async function startE2eEldProvider() {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const [firstName, lastName] = E2E_PROVIDER_DRIVER.split(' ') as [string, string];
  return startFakeEldProvider({
    provider: 'samsara',
    token: E2E_SAMSARA_TOKEN,
    drivers: [{ id: '5310001', firstName, lastName, licenseNumber: null, licenseState: null }],
    vehicles: [{ id: '7710001', name: E2E_PROVIDER_VEHICLE, vin: null }],
    logs: [
      { driverId: '5310001', status: 'off_duty', start: at(15 * 60) },
      { driverId: '5310001', status: 'on_duty', start: at(180), note: 'Pre-trip inspection' },
      { driverId: '5310001', status: 'driving', start: at(150), location: { lat: 41.88, lng: -87.63 } },
    ],
    positions: [60, 50, 40, 30, 20, 10].map((m, i) => ({
      vehicleId: '7710001',
      at: at(m),
      lat: 41.88 - i * 0.05,
      lng: -87.63 - i * 0.08,
      speedMph: 62,
      heading: 225,
    })),
  });
}
