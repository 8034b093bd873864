import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

const BOXES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/**
 * In place of a step while the load to edit or continue is read: its boxes appear once they hold
 * its values, so nothing typed before the load arrives is replaced by them.
 */
export function WizardLoading() {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Reading the load"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {BOXES.map((box) => (
        <Skeleton key={box} variant="rounded" height={40} />
      ))}
    </Box>
  );
}
