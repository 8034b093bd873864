import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface PageLoaderProps {
  message?: string;
  /** Fills the whole viewport (start-up) instead of the content area. */
  fullScreen?: boolean;
}

export function PageLoader({ message = 'Loading…', fullScreen = false }: PageLoaderProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullScreen ? '100dvh' : 320,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
      }}
    >
      <CircularProgress size={32} thickness={4.5} aria-label={message} />
      <Typography variant="body2" color="text.secondary">
        {message}
      </Typography>
    </Box>
  );
}
