import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ExtractionResult } from '@tms/domain';
import { ConfidenceChip } from './confidence-chip';

/** The stops read from the document, in its order; they are edited in the wizard, not here. */
export function ReviewStops({ result }: { result: ExtractionResult }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="overline" color="text.secondary">
        Stops
      </Typography>
      {result.events.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No stops found: add them in the wizard.
        </Typography>
      )}
      {result.events.map((e, i) => (
        <Box
          key={`${e.event_order}-${e.event_type}-${e.event_date ?? ''}-${e.location_city ?? ''}`}
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
          data-testid="extracted-stop"
        >
          <Chip
            size="small"
            variant="outlined"
            color={e.event_type === 'pickup' ? 'info' : 'success'}
            label={e.event_type === 'pickup' ? 'Pickup' : 'Delivery'}
          />
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {[e.location_city, e.location_state].filter(Boolean).join(', ') || 'No place found'}
            {e.event_date ? ` · ${e.event_date}` : ''}
            {e.appointment_time_lower ? ` · ${e.appointment_time_lower}` : ''}
          </Typography>
          <ConfidenceChip score={result.confidence[`events.${i}.event_date`]} />
        </Box>
      ))}
    </Box>
  );
}
