import type { EldLink, IntegrationSyncState } from '@tms/domain';
import type { CompanyIntegrationRow } from '../src/app/session/company-integrations-query';

/** An ELD provider's sync as the API answers it (credentials entered, last sync fine), with `changes` applied. */
export const syncState = (changes: Partial<IntegrationSyncState> = {}): IntegrationSyncState => ({
  status: 'ok',
  credentials_hint: '…a1b2',
  credentials_updated_at: '2026-01-05T10:00:00Z',
  last_sync_at: '2026-01-05T10:00:00Z',
  last_success_at: '2026-01-05T10:00:00Z',
  last_error: null,
  last_error_at: null,
  next_sync_at: null,
  failures: 0,
  unmatched_drivers: 0,
  unmatched_vehicles: 0,
  ...changes,
});

/** A company's integration row: an active Samsara ELD with `sync`, and `changes` applied. */
export const integrationRow = (
  sync: IntegrationSyncState | null,
  changes: Partial<CompanyIntegrationRow> = {},
): CompanyIntegrationRow => ({
  integration_id: 3,
  integration: {
    id: 3,
    code: 'samsara_eld',
    name: 'Samsara',
    kind: 'eld',
    description: 'Hours of service and locations',
    is_active: true,
  },
  is_active: true,
  activated_at: '2026-01-02T10:00:00Z',
  sync,
  ...changes,
});

/** One of the provider's drivers, unmatched, with `changes` applied. */
export const eldLink = (changes: Partial<EldLink> = {}): EldLink => ({
  id: 1,
  kind: 'driver',
  external_id: 'ext-1',
  external_name: 'Rosa Delgado',
  external_detail: 'Licence TX 1234567',
  driver_id: null,
  driver_name: null,
  truck_id: null,
  unit_number: null,
  matched_by: null,
  ignored: false,
  ...changes,
});
