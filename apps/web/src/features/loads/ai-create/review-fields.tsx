import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ExtractionResult } from '@tms/domain';
import { LEVEL_COLOR } from '../wizard/read-confidence';
import { ConfidenceChip } from './confidence-chip';
import { confidenceLevel, type ReviewValues } from './extraction-prefill';

/** Each field the review shows, and the reader's path whose confidence colours it. */
const REVIEW_FIELDS: { key: keyof ReviewValues; label: string; path: string }[] = [
  { key: 'load_number', label: 'Load Number', path: 'basic_info.load_number' },
  { key: 'rate_booked', label: 'Rate Booked', path: 'rate_cargo.rate_booked' },
  { key: 'rate_dispatched', label: 'Driver Pay', path: 'rate_cargo.rate_booked' },
  { key: 'loaded_miles', label: 'Loaded Miles', path: 'rate_cargo.loaded_miles' },
  { key: 'commodity', label: 'Commodity', path: 'rate_cargo.commodity' },
  { key: 'weight_lbs', label: 'Weight (lbs)', path: 'rate_cargo.weight_lbs' },
  { key: 'pieces', label: 'Pieces', path: 'rate_cargo.pieces' },
];

/**
 * The fields read from the document, editable, each outlined by how sure the reader was; plain
 * fields (`confidence` null) for a document that could not be read.
 */
export function ReviewFields({
  values,
  onChange,
  confidence,
}: {
  values: ReviewValues;
  onChange: (values: ReviewValues) => void;
  confidence: ExtractionResult['confidence'] | null;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {REVIEW_FIELDS.map(({ key, label, path }) => {
        const level = confidence ? confidenceLevel(confidence[path]) : null;
        return (
          <Box key={key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              label={label}
              size="small"
              fullWidth
              value={values[key]}
              onChange={(e) => onChange({ ...values, [key]: e.target.value })}
              color={level ? LEVEL_COLOR[level] : undefined}
              focused={level && level !== 'high' ? true : undefined}
              helperText={key === 'rate_dispatched' ? "Left empty: computed from the driver's pay profile" : undefined}
            />
            {confidence && <ConfidenceChip score={confidence[path]} defaulted={key === 'rate_dispatched'} />}
          </Box>
        );
      })}
    </Box>
  );
}
