import type { DriverListItem, Truck } from '@tms/domain';

/** A row of the driver list as the API answers it (active, no equipment), with `changes` applied. */
export const driverItem = (changes: Partial<DriverListItem> = {}): DriverListItem => ({
  id: 1,
  first_name: 'Ava',
  last_name: 'Lindqvist',
  name: 'Ava Lindqvist',
  email: null,
  phone_number: null,
  driver_type: 'company_driver',
  division_id: null,
  division: null,
  hire_date: null,
  cdl_expiry: null,
  medical_card_expiry: null,
  is_active: true,
  current_truck: null,
  current_trailer: null,
  dispatchers: [],
  ...changes,
});

/** A truck as the API answers it (active, company-owned), with `changes` applied. */
export const truckItem = (changes: Partial<Truck> = {}): Truck => ({
  id: 1,
  unit_number: '101',
  vin: null,
  make: null,
  model: null,
  year: null,
  plate_number: null,
  plate_state: null,
  ownership: 'company',
  status: 'active',
  division_id: null,
  division: null,
  registration_expiry: null,
  inspection_expiry: null,
  notes: null,
  is_active: true,
  current_driver: null,
  version: 1,
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
  ...changes,
});
