import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';

interface CustomerWarningMarkerProps {
  note: string | null | undefined;
  /** Shows the word "Warning" beside the icon (tables); the icon alone suits tight spots. */
  withLabel?: boolean;
}

/** The flag on a broker the team has had trouble with (slow pay, double brokering); hover shows why. */
export function CustomerWarningMarker({ note, withLabel = true }: CustomerWarningMarkerProps) {
  const reason = note?.trim() || 'Flagged with a warning';
  return (
    <Tooltip title={reason}>
      <Box
        component="span"
        role="img"
        aria-label={`Warning: ${reason}`}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: withLabel ? 0.875 : 0.375,
          py: 0.125,
          borderRadius: 1,
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: 1.6,
          color: 'warning.main',
          bgcolor: (t) => alpha(t.palette.warning.main, t.palette.mode === 'dark' ? 0.16 : 0.1),
          border: 1,
          borderColor: (t) => alpha(t.palette.warning.main, 0.4),
          flexShrink: 0,
          cursor: 'help',
        }}
      >
        <ReportProblemOutlined sx={{ fontSize: 15 }} />
        {withLabel && 'Warning'}
      </Box>
    </Tooltip>
  );
}
