import { z } from 'zod';
import { pagedList, pagingQueryWith } from './paging';
import type { Capability } from './roles';
import { freeText } from './text';

/** Document types kept in a driver's file (spec 2 section 3); they close the list of all types. */
export const DRIVER_DOCUMENT_TYPES = [
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

export type DriverDocumentType = (typeof DRIVER_DOCUMENT_TYPES)[number];

/** Who may read and who may write a kind of document: any one of the capabilities. */
export type DocumentRights = { read: readonly Capability[]; write: readonly Capability[] };

/**
 * A driver's file by what it holds (decision 0136): qualification (with "other", which may hold
 * anything), tax (an SSN), drug and alcohol, and medical documents are kept by those who manage
 * drivers; equipment forms are read by everyone who reads drivers; operational documents are
 * read and added by everyone who works with drivers (the Driver Notes dialog).
 */
export const DRIVER_DOCUMENT_GROUPS = {
  qualification: [
    'cdl',
    'mvr',
    'psp_report',
    'employer_verification',
    'driver_application',
    'offer_letter',
    'work_eligibility',
    'handbook_ack',
    'eld_policy',
    'safety_policy',
    'drug_alcohol_policy',
    'accident_policy',
    'other',
  ],
  tax: ['tax_form'],
  drug_alcohol: ['drug_test', 'fmcsa_clearinghouse'],
  medical: ['medical_card'],
  equipment: [
    'truck_assignment',
    'trailer_assignment',
    'fuel_card_agreement',
    'toll_transponder_form',
    'eld_device_agreement',
  ],
  operational: ['operational_document'],
} as const satisfies Record<string, readonly DriverDocumentType[]>;
export type DriverDocumentGroup = keyof typeof DRIVER_DOCUMENT_GROUPS;

const DRIVER_FILE: DocumentRights = { read: ['drivers'], write: ['drivers'] };
export const DRIVER_DOCUMENT_RIGHTS: Readonly<Record<DriverDocumentGroup, DocumentRights>> = {
  qualification: DRIVER_FILE,
  tax: DRIVER_FILE,
  drug_alcohol: DRIVER_FILE,
  medical: DRIVER_FILE,
  equipment: { read: ['drivers_read'], write: ['drivers'] },
  operational: { read: ['drivers_read'], write: ['drivers_read'] },
};

const GROUP_OF_TYPE = new Map<string, DriverDocumentGroup>(
  Object.entries(DRIVER_DOCUMENT_GROUPS).flatMap(([group, types]) =>
    types.map((t) => [t, group as DriverDocumentGroup] as const),
  ),
);

/** The rights on a driver document of this type; a type outside the table is kept as the driver file is. */
export const driverDocumentRights = (type: string): DocumentRights =>
  DRIVER_DOCUMENT_RIGHTS[GROUP_OF_TYPE.get(type) ?? 'qualification'];

/**
 * Whether the document's type leaves a holder of these capabilities the right to add or change it:
 * only driver documents are narrowed by type (the category's own rule applies on top).
 */
export function mayWriteDocumentType(category: string, type: string, caps: ReadonlySet<Capability>): boolean {
  return category !== 'driver' || driverDocumentRights(type).write.some((c) => caps.has(c));
}

export const DOCUMENT_TYPES = [
  'company_logo',
  'pod',
  'cor',
  'bol',
  'lumper_receipt',
  'scale_ticket',
  'rate_confirmation',
  'invoice',
  'statement',
  ...DRIVER_DOCUMENT_TYPES,
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_CATEGORIES = ['company', 'load', 'driver', 'customer', 'truck', 'trailer', 'accounting'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** The fields that link a document to the record it belongs to (spec 2 section 3). */
export const DOCUMENT_LINK_FIELDS = ['load_id', 'driver_id', 'customer_id', 'truck_id', 'trailer_id'] as const;
export type DocumentLinkField = (typeof DOCUMENT_LINK_FIELDS)[number];

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();
const linkIds = {
  load_id: optionalId,
  driver_id: optionalId,
  customer_id: optionalId,
  truck_id: optionalId,
  trailer_id: optionalId,
};
const documentDescription = freeText('Description', 1000, {
  multiline: true,
  tooLong: 'Description must be 1000 characters or less',
});
/**
 * Tags as a list: comma-separated, trimmed, empty ones dropped, and a tag repeated in any case
 * kept once, as first written ("dot, medical, DOT" is dot and medical).
 */
export function documentTagList(tags: string | null | undefined): string[] {
  const seen = new Set<string>();
  return (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => {
      const key = t.toLowerCase();
      if (!t || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const TAGS_TOO_LONG = 'Tags must be 500 characters or less';
/** Stored as the list written out again, so the API and every screen see the same tags. */
const documentTags = freeText('Tags', 500, { tooLong: TAGS_TOO_LONG })
  .transform((tags) => documentTagList(tags).join(', '))
  .pipe(z.string().max(500, TAGS_TOO_LONG));

/** The text fields of POST /api/documents/upload (the file is the multipart part named "file"). */
export const documentUploadFields = z.strictObject({
  document_type: z.enum(DOCUMENT_TYPES, { error: 'Unknown document type' }),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Unknown document category' }),
  description: documentDescription.optional(),
  tags: documentTags.optional(),
  ...linkIds,
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
  ...linkIds,
  company_id: z.coerce.number().int().positive().optional().describe('Superadmins only'),
  include_deprecated: z.stringbool().default(false),
});
export const documentList = pagedList('documents', documentSchema);

export const documentUpdate = z.strictObject({
  description: documentDescription.nullable().optional(),
  tags: documentTags.nullable().optional(),
});

/** Lifetime of view and download links (spec 2 section 9). */
export const DOCUMENT_LINK_SECONDS = 300;
/** Lifetime of image thumbnail links: the only inline links allowed to outlive five minutes. */
export const THUMBNAIL_LINK_SECONDS = 3600;

export const presignedUrlQuery = z.object({
  expires_in: z.coerce
    .number()
    .int()
    .min(1, 'expires_in must be at least 1 second')
    .max(THUMBNAIL_LINK_SECONDS, `expires_in must be ${THUMBNAIL_LINK_SECONDS} seconds or less`)
    .default(DOCUMENT_LINK_SECONDS),
  download: z.stringbool().default(true),
});
export const presignedUrlAnswer = z.object({ url: z.string(), expires_in: z.number().int() });

export const companyLogoAnswer = z
  .object({ document_id: z.number().int(), url: z.string(), content_type: z.string(), original_filename: z.string() })
  .nullable();

export const MERGE_PAGE_LIMIT = 500;
export const MERGE_DOCUMENT_LIMIT = 100;

/** POST /api/documents/merge: the documents in the order their pages appear in the output. */
export const documentMergeRequest = z.strictObject({
  document_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Please select at least one document to merge')
    .max(MERGE_DOCUMENT_LIMIT, `At most ${MERGE_DOCUMENT_LIMIT} documents can be merged at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each document can be merged only once'),
  output_filename: z
    .string()
    .trim()
    .min(1, 'Please enter a filename')
    .max(200, 'Filename must be 200 characters or less'),
  load_id: z.number().int().positive().max(2_147_483_647).optional(),
  save_to_load: z
    .boolean()
    .default(false)
    .describe('Also keep the merged PDF on the load (type other, tagged factoring); needs load_id'),
});
export type DocumentMergeRequest = z.infer<typeof documentMergeRequest>;

/** The link that names the record a document of each category belongs to; company and accounting documents have none. */
export const CATEGORY_LINK_FIELD: Readonly<Partial<Record<DocumentCategory, DocumentLinkField>>> = {
  load: 'load_id',
  driver: 'driver_id',
  customer: 'customer_id',
  truck: 'truck_id',
  trailer: 'trailer_id',
};
