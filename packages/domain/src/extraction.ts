import { z } from 'zod';

/**
 * The answer of POST /api/loads/extract-from-pdf (spec 3 sections 3 and 7): what a rate confirmation
 * states, in the shape the load wizard prefills, with a confidence per field.
 */

export const EXTRACTION_UPLOAD_FAILED = 'Upload failed';
/** Files larger than this are refused before parsing (spec 3 section 9). */
export const EXTRACTION_MAX_BYTES = 10_485_760;
/** Pages past this are not read; rate confirmations put the load on the first pages. */
export const EXTRACTION_MAX_PAGES = 30;
export const EXTRACTION_ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** An exact amount of US dollars as a decimal string with two places ("1750.00"). */
export const moneyAmount = z.string().regex(/^-?\d+\.\d{2}$/);
const text = z.string().nullable();

export const extractedBasicInfo = z.object({
  load_number: text,
  broker_name: text,
  /** Digits only. */
  broker_mc_number: text,
  broker_email: text,
  broker_phone: text,
  other_reference_numbers: z.array(z.string()),
  /** The carrier the sheet is addressed to, to check it is ours. */
  carrier_name: text,
});

export const extractedEvent = z.object({
  event_order: z.number().int().min(1),
  event_type: z.enum(['pickup', 'delivery']),
  /** YYYY-MM-DD; the year is inferred when the document leaves it out. */
  event_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  /** HH:MM, 24 hours; both equal for a fixed appointment. */
  appointment_time_lower: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  appointment_time_higher: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  facility_name: text,
  location_street: text,
  location_city: text,
  location_state: text,
  location_postal_code: text,
  location_country: z.string(),
  contact_name: text,
  contact_phone: text,
  contact_email: text,
  reference_number: text,
  special_instructions: text,
  pieces: z.number().int().nullable(),
  weight: z.number().nullable(),
  commodity_description: text,
});

export const extractedCharge = z.object({ description: z.string(), amount: moneyAmount });

export const extractedRateCargo = z.object({
  /** Total carrier pay. */
  rate_booked: moneyAmount.nullable(),
  linehaul: moneyAmount.nullable(),
  /** Itemised charges other than line haul (fuel surcharge, detention, lumper...). */
  accessorials: z.array(extractedCharge),
  loaded_miles: z.number().nullable(),
  commodity: text,
  weight_lbs: z.number().nullable(),
  pieces: z.number().int().nullable(),
  hazmat: z.boolean().nullable(),
  equipment: text,
});

export const EXTRACTION_ENGINES = ['offline', 'offline+ocr', 'provider-merged'] as const;

export const extractionResult = z.object({
  basic_info: extractedBasicInfo,
  events: z.array(extractedEvent),
  rate_cargo: extractedRateCargo,
  /** 0 to 1 per field, keyed by its path: "basic_info.load_number", "events.0.event_date", "rate_cargo.rate_booked". */
  confidence: z.record(z.string(), z.number().min(0).max(1)),
  /** Checks that failed (ZIP not matching its city, totals not adding up...), in words for the dispatcher. */
  warnings: z.array(z.string()),
  engine: z.object({
    name: z.enum(EXTRACTION_ENGINES),
    /** The configured provider's model when its answer was merged in. */
    provider: z.string().nullable(),
    pages: z.number().int(),
    ocr_pages: z.number().int(),
    ms: z.number().int(),
  }),
});

export type ExtractedBasicInfo = z.infer<typeof extractedBasicInfo>;
export type ExtractedEvent = z.infer<typeof extractedEvent>;
export type ExtractedRateCargo = z.infer<typeof extractedRateCargo>;
export type ExtractionResult = z.infer<typeof extractionResult>;

/** The answer of POST /api/loads/extract-from-pdf: the reading, and the id to confirm it by. */
export const extractionAnswer = extractionResult.extend({
  extraction_id: z
    .uuid()
    .describe('Give it to POST /api/loads/step-1 or POST /api/extractions/{id}/confirm to teach the broker layout'),
});
export type ExtractionAnswer = z.infer<typeof extractionAnswer>;

/**
 * POST /api/extractions/{id}/confirm: the values the user kept, in the answer's shape (the answer's
 * other keys are ignored). The next documents from the same broker are read where these stood.
 */
export const extractionConfirmation = extractionResult.pick({ basic_info: true, events: true, rate_cargo: true });
export type ExtractionConfirmation = z.infer<typeof extractionConfirmation>;

export const EXTRACTION_MESSAGES = {
  notFound: 'Rate confirmation reading not found',
  brokerNeeded: "Name the broker or give its MC number: the broker's next documents are read by what is learnt here",
  unknownReading: 'Choose a rate confirmation reading from this company',
} as const;
