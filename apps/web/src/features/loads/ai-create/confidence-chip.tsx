import Chip from '@mui/material/Chip';
import { LEVEL_COLOR } from '../wizard/read-confidence';
import { confidenceLevel } from './extraction-prefill';

/** How sure the reader was of one field, or that the field was defaulted rather than read. */
export function ConfidenceChip({ score, defaulted }: { score: number | undefined; defaulted?: boolean }) {
  const level = confidenceLevel(score);
  if (defaulted)
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label="Defaulted"
        sx={{ fontWeight: 600, minWidth: 96, flexShrink: 0 }}
      />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LEVEL_COLOR[level]}
      label={
        score === undefined
          ? 'Not found'
          : `${level === 'high' ? 'High' : level === 'medium' ? 'Check' : 'Low'} ${Math.round(score * 100)}%`
      }
      sx={{ fontWeight: 600, minWidth: 96, flexShrink: 0 }}
    />
  );
}
