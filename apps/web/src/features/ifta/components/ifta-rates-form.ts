import { IFTA_JURISDICTION_CODES, IFTA_JURISDICTIONS, type IftaRates, iftaRatesBody } from '@tms/domain';
import { z } from 'zod';
import { isZero } from './ifta-format';

/** The domain's rate text (0 to 9.9999, at most 4 decimals), as the API checks it. */
const rateText = iftaRatesBody.shape.rates.element.shape.rate;
const blankOr = (text: typeof rateText) => z.union([z.literal(''), text]);

export const RATE_WITHOUT_SURCHARGE = 'Enter the rate along with the surcharge';

const formRow = z
  .object({ jurisdiction: z.string(), rate: blankOr(rateText), surcharge_rate: blankOr(rateText) })
  .refine((r) => r.rate !== '' || r.surcharge_rate === '', { path: ['rate'], message: RATE_WITHOUT_SURCHARGE });

/**
 * One line per member jurisdiction; a line left blank is left out of the PUT (taxed at zero until
 * entered), and what is sent is checked by the API's own schema.
 */
export const iftaRatesForm = z
  .object({ rates: z.array(formRow) })
  .transform(
    ({ rates }): z.input<typeof iftaRatesBody> => ({
      rates: rates
        .filter((r) => r.rate !== '')
        .map((r) => ({ jurisdiction: r.jurisdiction, rate: r.rate, surcharge_rate: r.surcharge_rate || '0' })),
    }),
  )
  .pipe(iftaRatesBody);
export type IftaRatesFormValues = z.input<typeof iftaRatesForm>;

/** The form's lines: every member jurisdiction in the return's order, with the rates known for it. */
export function ratesFormValues(rates: IftaRates | undefined): IftaRatesFormValues {
  const known = new Map((rates?.rates ?? []).map((r) => [r.jurisdiction, r]));
  return {
    rates: IFTA_JURISDICTION_CODES.map((jurisdiction) => {
      const r = known.get(jurisdiction);
      return {
        jurisdiction,
        rate: r?.rate ?? '',
        surcharge_rate: r && !isZero(r.surcharge_rate) ? r.surcharge_rate : '',
      };
    }),
  };
}

/** The provinces follow the states in the return's order. */
export const PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK']);
export const jurisdictionLabel = (code: string) =>
  `${code} · ${(IFTA_JURISDICTIONS as Record<string, string>)[code] ?? code}`;
