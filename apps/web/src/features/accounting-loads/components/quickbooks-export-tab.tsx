import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionHeader } from '../../../components/page-header';
import { ExportHistory } from './export-history';
import { QuickbooksExportForm } from './quickbooks-export-form';

export const EXPORTS_TITLE = 'QuickBooks export';

/**
 * Invoices or payments of a range of days as the file QuickBooks Online or Desktop imports, and
 * the record of every export: a re-export says how much an earlier one already held.
 */
export function QuickbooksExportTab() {
  return (
    <Box component="section" aria-label={EXPORTS_TITLE}>
      <SectionHeader
        title={EXPORTS_TITLE}
        description="Invoices by invoice date, or payments by payment date, as QuickBooks imports them. Every export is recorded below."
      />
      <QuickbooksExportForm />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 4, mb: 1.5 }}>
        Past exports
      </Typography>
      <ExportHistory />
    </Box>
  );
}
