import { z } from 'zod';
import { integrationSyncState } from './eld-sync';
import { LOAD_STATUS_MEANINGS, LOAD_STATUS_STAGES } from './load-status-meaning';
import { LOAD_WORKFLOW_MESSAGES, stageMeaningProblem } from './load-workflow';
import { pagedList, pageNumberQuery, pagingQuery } from './paging';
import type { Capability } from './roles';
import { freeText, identifierText, orNull, requiredIdentifier } from './text';

const within = (label: string, max: number) => ({ tooLong: `${label} must be ${max} characters or less` });
/** A catalogue entry's optional description: free text, several lines allowed. */
const description = (max: number) =>
  orNull(freeText('Description', max, { ...within('Description', max), multiline: true }));

// ---- Divisions ----

export const divisionFields = {
  name: requiredIdentifier('Division name', 100, within('Division name', 100)),
  code: orNull(identifierText('Code', 20, within('Code', 20))).default(null),
  description: description(500).default(null),
  is_active: z.boolean().default(true),
};
export const divisionCreate = z.strictObject(divisionFields);
export const divisionUpdate = z.strictObject({
  name: divisionFields.name.optional(),
  code: divisionFields.code.unwrap().optional(),
  description: divisionFields.description.unwrap().optional(),
  is_active: z.boolean().optional(),
});
export const divisionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Division = z.infer<typeof divisionSchema>;
export const divisionListQuery = pagingQuery.extend({ active_only: z.stringbool().default(false) });
export const divisionList = pagedList('divisions', divisionSchema);

// ---- Load statuses ----

const HEX = /^#[0-9a-fA-F]{6}$/;
export const loadStatusFields = {
  name: requiredIdentifier('Status name', 50, within('Status name', 50)),
  color: z.string().regex(HEX, 'Colour must look like #0A8D80').default('#64748b'),
  description: description(255).default(null),
  // Left out (or empty in the form), the API puts a new status after the last one of all the company's.
  sort_order: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number()
      .int('Order must be a whole number')
      .min(0, 'Order must be 0 or more')
      .max(1000, 'Order must be 1000 or less')
      .optional(),
  ),
  is_active: z.boolean().default(true),
  meaning: z
    .enum(LOAD_STATUS_MEANINGS, { error: 'Meaning must be open, delivered or cancelled' })
    .default('open')
    .describe('What a load in this status has become: delivered loads are invoiced, counted and paid (decision 0150)'),
  stage: z
    .enum(LOAD_STATUS_STAGES, { error: LOAD_WORKFLOW_MESSAGES.stageUnknown })
    .nullable()
    .default(null)
    .describe(
      'The workflow step the status stands for, which guards moves into it; null: a free status (decision 0196)',
    ),
};
export const loadStatusCreate = z.strictObject(loadStatusFields).superRefine((v, ctx) => {
  const problem = stageMeaningProblem(v.stage, v.meaning);
  if (problem) ctx.addIssue({ code: 'custom', path: ['stage'], message: problem });
});
export const loadStatusUpdate = z.strictObject({
  name: loadStatusFields.name.optional(),
  color: z.string().regex(HEX, 'Colour must look like #0A8D80').optional(),
  description: loadStatusFields.description.unwrap().optional(),
  sort_order: loadStatusFields.sort_order,
  is_active: z.boolean().optional(),
  meaning: loadStatusFields.meaning.unwrap().optional(),
  stage: loadStatusFields.stage.unwrap().optional(),
});
export const loadStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  description: z.string().nullable(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  meaning: z.enum(LOAD_STATUS_MEANINGS),
  stage: z.enum(LOAD_STATUS_STAGES).nullable(),
  created_at: z.string(),
});
export type LoadStatus = z.infer<typeof loadStatusSchema>;
/** Spec 2 pages load statuses by page (1-based) and limit. */
export const loadStatusListQuery = pageNumberQuery.extend({ active_only: z.stringbool().default(false) });
export const loadStatusList = pagedList('statuses', loadStatusSchema).extend({
  page: z.number().int(),
  limit: z.number().int(),
});

/** The statuses every new company starts with, in board order. */
export const DEFAULT_LOAD_STATUSES = [
  {
    name: 'Booked',
    color: '#0ea5e9',
    description: 'Accepted from the customer, not yet dispatched.',
    meaning: 'open',
    stage: 'booked',
  },
  {
    name: 'Dispatched',
    color: '#6366f1',
    description: 'Assigned to a driver and truck.',
    meaning: 'open',
    stage: 'dispatched',
  },
  {
    name: 'In Transit',
    color: '#f59e0b',
    description: 'Picked up and on the way.',
    meaning: 'open',
    stage: 'in_transit',
  },
  {
    name: 'Delivered',
    color: '#10b981',
    description: 'Delivered; paperwork pending.',
    meaning: 'delivered',
    stage: 'delivered',
  },
  {
    name: 'Invoiced',
    color: '#0A8D80',
    description: 'Invoice sent to the customer or factor.',
    meaning: 'delivered',
    stage: 'invoiced',
  },
  { name: 'Paid', color: '#15803d', description: 'Payment received.', meaning: 'delivered', stage: 'paid' },
  {
    name: 'Cancelled',
    color: '#ef4444',
    description: 'Cancelled before delivery.',
    meaning: 'cancelled',
    stage: 'cancelled',
  },
] as const;

// ---- Load appointment types ----

export const APPOINTMENT_TYPE_PERMISSION_MESSAGE = "You don't have permission to manage load appointment types.";
/**
 * Who manages appointment types (spec 2: managers and superadmins): a carrier's write capability,
 * or the platform's settings capability (superadmins see the shared defaults, which stay immutable).
 */
export const APPOINTMENT_TYPE_MANAGE_CAPABILITIES = [
  'settings_appointment_types_write',
  'system_settings',
] as const satisfies readonly Capability[];
export const mayManageAppointmentTypes = (capabilities: ReadonlySet<Capability>) =>
  APPOINTMENT_TYPE_MANAGE_CAPABILITIES.some((c) => capabilities.has(c));
export const SYSTEM_DEFAULT_IMMUTABLE_MESSAGE = 'System default appointment types cannot be modified';

export const appointmentTypeFields = {
  name: requiredIdentifier('Name', 100, within('Name', 100)),
  has_time: z.boolean().default(true),
  has_time_range: z.boolean().default(true),
  description: description(1000).default(null),
  is_active: z.boolean().default(true),
};
export const APPOINTMENT_RANGE_NEEDS_TIME = 'A time range needs a time: turn on Requires Time first';
/** A window is a time from and to: a type without a time has no range (the dialog turns both off together). */
export const appointmentRangeProblem = (v: { has_time: boolean; has_time_range: boolean }) =>
  v.has_time_range && !v.has_time ? APPOINTMENT_RANGE_NEEDS_TIME : null;
export const appointmentTypeForm = z.object(appointmentTypeFields);
export const appointmentTypeCreate = z.strictObject(appointmentTypeFields).superRefine((v, ctx) => {
  const problem = appointmentRangeProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', path: ['has_time_range'], message: problem });
});
export const appointmentTypeUpdate = z.strictObject({
  name: appointmentTypeFields.name.optional(),
  has_time: z.boolean().optional(),
  has_time_range: z.boolean().optional(),
  description: appointmentTypeFields.description.unwrap().optional(),
  is_active: z.boolean().optional(),
});
export const appointmentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  has_time: z.boolean(),
  has_time_range: z.boolean(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;
export const appointmentTypeListQuery = pagingQuery.extend({ active_only: z.stringbool().default(false) });
export const appointmentTypeList = pagedList('appointment_types', appointmentTypeSchema);
export const appointmentTypeStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  system_defaults: z.number().int(),
  custom: z.number().int(),
});

// ---- Integrations ----

export const integrationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
});
export const companyIntegrationRow = z.object({
  integration_id: z.number().int(),
  integration: integrationSchema,
  is_active: z.boolean(),
  activated_at: z.string().nullable(),
  /** The provider's sync, for integrations reached over an API (ELD_PROVIDER_CODES); null for the others. */
  sync: integrationSyncState.nullable(),
});
export const companyIntegrationUpdate = z.strictObject({
  is_active: z.boolean({ error: 'is_active must be true or false' }),
});
