import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two cards a row on wide screens, one on phones. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}
