import { z } from 'zod';
import { pagedList, pagingQueryWith } from './paging';
import { freeText } from './text';

export const DOCUMENT_TYPES = [
  'company_logo',
  'pod',
  'cor',
  'bol',
  'rate_confirmation',
  'invoice',
  'statement',
  'cdl',
  'medical_card',
  'mvr',
  'drug_test',
  'fmcsa_clearinghouse',
  'psp_report',
  'employer_verification',
  'driver_application',
  'offer_letter',
  'tax_form',
  'work_eligibility',
  'handbook_ack',
  'eld_policy',
  'safety_policy',
  'drug_alcohol_policy',
  'accident_policy',
  'truck_assignment',
  'trailer_assignment',
  'fuel_card_agreement',
  'toll_transponder_form',
  'eld_device_agreement',
  'operational_document',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_CATEGORIES = ['company', 'load', 'driver', 'customer', 'truck', 'trailer', 'accounting'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Categories whose owning records exist today; the others open with their areas. */
export const OPEN_DOCUMENT_CATEGORIES = ['company', 'customer'] as const;

export const DEFAULT_UPLOAD_MAX_BYTES = 52_428_800;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const DEFAULT_UPLOAD_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

const optionalId = z.coerce.number().int().positive().optional();
const documentDescription = freeText('Description', 1000, {
  multiline: true,
  tooLong: 'Description must be 1000 characters or less',
});
const documentTags = freeText('Tags', 500, { tooLong: 'Tags must be 500 characters or less' });

/** The text fields of POST /api/documents/upload (the file is the multipart part named "file"). */
export const documentUploadFields = z.strictObject({
  document_type: z.enum(DOCUMENT_TYPES, { error: 'Unknown document type' }),
  category: z.enum(OPEN_DOCUMENT_CATEGORIES, { error: 'Documents can be attached to the company or a customer' }),
  description: documentDescription.optional(),
  tags: documentTags.optional(),
  customer_id: optionalId,
  target_company_id: optionalId,
});

export const documentSchema = z.object({
  id: z.number().int(),
  original_filename: z.string(),
  document_type: z.string(),
  content_type: z.string(),
  file_size: z.number().int(),
  category: z.string(),
  description: z.string().nullable(),
  tags: z.string().nullable(),
  load_id: z.number().int().nullable(),
  driver_id: z.number().int().nullable(),
  customer_id: z.number().int().nullable(),
  truck_id: z.number().int().nullable(),
  trailer_id: z.number().int().nullable(),
  company_id: z.number().int(),
  is_active: z.boolean(),
  deprecated: z.boolean(),
  created_at: z.string(),
  uploaded_by_name: z.string().nullable(),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

export const documentUploadAnswer = z.object({ success: z.boolean(), message: z.string(), document: documentSchema });

/** Spec 2: the document list reads 50 at a time, count queries up to 100. */
export const documentListQuery = pagingQueryWith({ max: 100, default: 50 }).extend({
  document_type: z.enum(DOCUMENT_TYPES).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  customer_id: z.coerce.number().int().positive().optional(),
  company_id: z.coerce.number().int().positive().optional().describe('Superadmins only'),
  include_deprecated: z.stringbool().default(false),
});
export const documentList = pagedList('documents', documentSchema);

export const documentUpdate = z.strictObject({
  description: documentDescription.nullable().optional(),
  tags: documentTags.nullable().optional(),
});

export const presignedUrlQuery = z.object({
  expires_in: z.coerce.number().int().min(1).max(86_400).default(300),
  download: z.stringbool().default(true),
});
export const presignedUrlAnswer = z.object({ url: z.string(), expires_in: z.number().int() });

export const companyLogoAnswer = z
  .object({ document_id: z.number().int(), url: z.string(), content_type: z.string(), original_filename: z.string() })
  .nullable();
