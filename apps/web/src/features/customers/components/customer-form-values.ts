import type { Customer, customerForm } from '@tms/domain';
import type { z } from 'zod';

export type CustomerFormInput = z.input<typeof customerForm>;
export type CustomerFormOutput = z.output<typeof customerForm>;

/** The form's starting values: empty strings for missing text, so every input is controlled. */
export function customerFormValues(c: Customer | null): CustomerFormInput {
  return {
    name: c?.name ?? '',
    mc_number: c?.mc_number ?? '',
    dot_number: c?.dot_number ?? '',
    email: c?.email ?? '',
    billing_email: c?.billing_email ?? '',
    phone_number: c?.phone_number ?? '',
    contact_name: c?.contact_name ?? '',
    street_address: c?.street_address ?? '',
    city: c?.city ?? '',
    state: c?.state ?? '',
    zip_code: c?.zip_code ?? '',
    country: c?.country ?? 'US',
    client_ref_no: c?.client_ref_no ?? '',
    payment_terms_days: c?.payment_terms_days ?? null,
    has_warning: c?.has_warning ?? false,
    warning_note: c?.warning_note ?? '',
    notes: c?.notes ?? '',
  };
}
