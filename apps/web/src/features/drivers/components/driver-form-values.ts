import type { Driver, driverForm } from '@tms/domain';
import type { z } from 'zod';

export type DriverFormInput = z.input<typeof driverForm>;
export type DriverFormOutput = z.output<typeof driverForm>;

/** The form's starting values: empty strings for missing text, so every input is controlled. */
export function driverFormValues(d: Driver | null): DriverFormInput {
  return {
    first_name: d?.first_name ?? '',
    last_name: d?.last_name ?? '',
    email: d?.email ?? '',
    phone_number: d?.phone_number ?? '',
    street_address: d?.street_address ?? '',
    city: d?.city ?? '',
    state: d?.state ?? '',
    zip_code: d?.zip_code ?? '',
    country: d?.country ?? 'US',
    driver_type: d?.driver_type ?? 'company_driver',
    division_id: d?.division_id ?? null,
    hire_date: d?.hire_date ?? '',
    termination_date: d?.termination_date ?? '',
    date_of_birth: d?.date_of_birth ?? '',
    cdl_number: d?.cdl_number ?? '',
    cdl_state: d?.cdl_state ?? '',
    cdl_class: d?.cdl_class ?? null,
    cdl_endorsements: d?.cdl_endorsements ?? [],
    cdl_expiry: d?.cdl_expiry ?? '',
    medical_card_expiry: d?.medical_card_expiry ?? '',
    emergency_contact_name: d?.emergency_contact_name ?? '',
    emergency_contact_phone: d?.emergency_contact_phone ?? '',
    emergency_contact_relationship: d?.emergency_contact_relationship ?? '',
    pay_profile: d?.pay_profile ?? null,
    // Never answered by the API: an edit leaves the SSN on file unless a new one is typed.
    ssn: '',
    is_active: d?.is_active ?? true,
  };
}
