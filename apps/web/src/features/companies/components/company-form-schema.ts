import { type Company, companyCreate, companyForm, PLAN_CODES, type PlanCode } from '@tms/domain';
import { z } from 'zod';
import type { CompanyCreateBody } from '../api/create-company';

const subscriptionDate = companyCreate.shape.subscription_expires_at.unwrap().unwrap();

/** The spec's company form plus the subscription fields a platform administrator sets. */
export const companyDialogSchema = companyForm.extend({
  plan: z.union([z.literal(''), z.enum(PLAN_CODES)]).transform((v) => v || null),
  subscription_expires_at: z.union([z.literal(''), subscriptionDate]).transform((v) => v || null),
});
/** What the inputs hold: text everywhere (an empty input is ''), the switch a boolean. */
export type CompanyFormValues = z.input<typeof companyDialogSchema>;
export type CompanyFormOutput = z.output<typeof companyDialogSchema>;

export function companyFormDefaults(company?: Company | null): CompanyFormValues {
  return {
    name: company?.name ?? '',
    alias: company?.alias ?? '',
    country: company?.country ?? 'US',
    address: company?.address ?? '',
    phone_number: company?.phone_number ?? '',
    fax: company?.fax ?? '',
    mc_number: company?.mc_number ?? '',
    dot_number: company?.dot_number ?? '',
    active: company?.active ?? true,
    plan: (PLAN_CODES as readonly string[]).includes(company?.plan ?? '') ? (company?.plan as PlanCode) : '',
    subscription_expires_at: company?.subscription_expires_at?.slice(0, 10) ?? '',
  };
}

const OPTIONAL_KEYS = [
  'address',
  'phone_number',
  'fax',
  'mc_number',
  'dot_number',
  'plan',
  'subscription_expires_at',
] as const;

/**
 * The request body. Empty optional fields are left out; on an edit, a field the user emptied is
 * sent as null, since leaving it out would keep the old value.
 */
export function companyPayload(values: CompanyFormOutput, original?: Company | null): CompanyCreateBody {
  const body: CompanyCreateBody = {
    name: values.name,
    alias: values.alias,
    country: values.country,
    active: values.active,
  };
  for (const key of OPTIONAL_KEYS) {
    const value = values[key];
    if (value !== null) Object.assign(body, { [key]: value });
    else if (original && original[key] !== null) Object.assign(body, { [key]: null });
  }
  return body;
}
