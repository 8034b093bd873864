import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ExtractionFile } from './use-extraction-files';

function statusText(c: ExtractionFile) {
  if (c.state === 'uploading') return 'Uploading...';
  if (c.state === 'reading') return 'Reading the document...';
  if (c.state === 'done')
    return `Load ${c.result?.basic_info.load_number ?? 'without a number'} · ${c.result?.events.length ?? 0} stops`;
  return '';
}

/** One dropped file: its upload and reading progress, what was read, and the button to review it. */
export function ExtractionCard({
  card: c,
  selected,
  onReview,
}: {
  card: ExtractionFile;
  selected: boolean;
  onReview: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid="extraction-card"
      sx={{ p: 1.5, display: 'grid', gap: 1, borderColor: selected ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <DescriptionOutlined color="action" />
        <Typography variant="body2" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} title={c.file.name}>
          {c.file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {Math.max(1, Math.round(c.file.size / 1024))} KB
        </Typography>
      </Box>
      {c.state === 'uploading' && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (c.sent / Math.max(1, c.file.size)) * 100)}
          aria-label={`Uploading ${c.file.name}`}
        />
      )}
      {c.state === 'reading' && <LinearProgress aria-label={`Reading ${c.file.name}`} />}
      <Typography variant="caption" color="text.secondary">
        {statusText(c)}
      </Typography>
      {c.state === 'failed' && <Alert severity="error">{c.error}</Alert>}
      {c.state === 'done' && (
        <Button size="small" variant={selected ? 'contained' : 'outlined'} onClick={onReview}>
          Review {c.file.name}
        </Button>
      )}
    </Paper>
  );
}
