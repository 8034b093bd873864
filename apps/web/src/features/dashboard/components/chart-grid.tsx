import Box from '@mui/material/Box';
import { createContext, type ReactNode, useContext } from 'react';

const PeriodLabel = createContext('');

/** The period the cards of the grid show, naming their CSV files. */
export const useGridPeriodLabel = () => useContext(PeriodLabel);

/** Two cards a row on wide screens, one on phones; `periodLabel` names the period every card shows. */
export function ChartGrid({ periodLabel, children }: { periodLabel: string; children: ReactNode }) {
  return (
    <PeriodLabel.Provider value={periodLabel}>
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
    </PeriodLabel.Provider>
  );
}
