import type { FuelCard } from '@tms/domain';

/** A fuel card as the API answers it (unassigned, active), with `changes` applied. */
export const fuelCard = (changes: Partial<FuelCard> = {}): FuelCard => ({
  id: 1,
  card_number: '•••• 2345',
  card_number_last4: '2345',
  card_number_short: 12345,
  card_provider: 'EFS',
  is_active: true,
  is_assigned: false,
  driver: null,
  truck: null,
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
  ...changes,
});
