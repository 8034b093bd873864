import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { PdfPages } from '../../../components/pdf-pages';
import type { ExtractionFile } from './use-extraction-files';

/** The dropped file itself, shown beside the fields read from it: a PDF's pages drawn in the page, or the image. */
export function RateConfirmationPreview({ card }: { card: ExtractionFile }) {
  const label = `Rate confirmation ${card.file.name}`;
  return (
    <Paper
      variant="outlined"
      sx={{
        height: { xs: 'auto', lg: '100%' },
        minHeight: { xs: 0, lg: 420 },
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      {card.file.type === 'application/pdf' ? (
        // On wide screens the pages scroll inside the column instead of making it as tall as the document.
        <Box
          sx={{
            position: { lg: 'absolute' },
            inset: { lg: 0 },
            maxHeight: { xs: '70vh', lg: 'none' },
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <PdfPages
            key={card.key}
            file={card.file}
            label={label}
            fallback={
              <Button href={card.url} target="_blank" rel="noopener" variant="outlined" size="small">
                Open {card.file.name}
              </Button>
            }
          />
        </Box>
      ) : (
        <Box
          component="img"
          src={card.url}
          alt={label}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      )}
    </Paper>
  );
}
