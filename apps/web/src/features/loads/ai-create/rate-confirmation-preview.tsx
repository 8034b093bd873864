import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ExtractionFile } from './use-extraction-files';

/** The dropped file itself, shown beside the fields read from it: a PDF in the browser's viewer, or the image. */
export function RateConfirmationPreview({ card }: { card: ExtractionFile }) {
  return (
    <Paper
      variant="outlined"
      sx={{ height: { xs: 'auto', lg: '100%' }, minHeight: { xs: 0, lg: 420 }, overflow: 'hidden' }}
    >
      {card.file.type === 'application/pdf' ? (
        <Box
          component="object"
          data={card.url}
          type="application/pdf"
          aria-label={`Rate confirmation ${card.file.name}`}
          sx={{ width: '100%', height: '100%', minHeight: { xs: 320, lg: 420 }, border: 0, display: 'block' }}
        >
          <Box sx={{ p: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
            <Typography color="text.secondary">This browser cannot show the PDF beside the form.</Typography>
            <Button href={card.url} target="_blank" rel="noopener" variant="outlined" size="small">
              Open {card.file.name}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box
          component="img"
          src={card.url}
          alt={`Rate confirmation ${card.file.name}`}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      )}
    </Paper>
  );
}
