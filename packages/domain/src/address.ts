import { z } from 'zod';
import { isCleanIdentifier } from './text';

/** The parsed address of spec 2 section 3. */
export const parsedAddress = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  formattedAddress: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type ParsedAddress = z.infer<typeof parsedAddress>;

export const addressAutocompleteQuery = z.object({
  input: z
    .string({ error: 'Type an address' })
    .trim()
    .min(1, 'Type an address')
    .max(200, 'Address is too long')
    // The typed street travels back in the parsed address and may be stored on a record.
    .refine(isCleanIdentifier, 'Address contains invalid characters'),
  session_token: z.string().max(100).optional(),
  region: z
    .string()
    .regex(/^[a-z]{2}$/i, 'Region must be a two-letter code')
    .default('us'),
});
export const addressSuggestion = z.object({ place_id: z.string(), description: z.string() });
export const addressSuggestions = z.object({ suggestions: z.array(addressSuggestion) });
export const placeIdParams = z.object({ placeId: z.string().min(1).max(300) });

export const country = z.object({ code: z.string(), name: z.string() });
export const countryList = z.object({ countries: z.array(country) });

export const ADDRESS_SUGGESTIONS_FAILED = 'Could not fetch addresses.';
export const ADDRESS_DETAILS_FAILED = 'Could not fetch address details.';
export const ADDRESS_DEBOUNCE_MS = 400;
