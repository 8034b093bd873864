import Box from '@mui/material/Box';
import type { FactoringSubmission } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { MENU_ICONS } from '../../../app/shell/menu-icons';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { downloadSchedule, useFactoringOn, useFactoringSubmissions } from '../api/factoring-submissions';
import { FactoringPaymentsDialog } from './factoring-payments-dialog';
import { FactoringSubmissionCard, factoringSubmissionColumns } from './factoring-submission-columns';

export const FACTORING_TITLE = 'Factoring';

/** The schedules of accounts sent to the factoring company, with what it paid on each. */
export function FactoringSubmissionsTab() {
  const notify = useNotify();
  const query = useFactoringSubmissions();
  const { on } = useFactoringOn();
  const [paying, setPaying] = useState<{ open: boolean; submission: FactoringSubmission | null }>({
    open: false,
    submission: null,
  });
  const actions = {
    onPayments: (submission: FactoringSubmission) => setPaying({ open: true, submission }),
    onSchedule: (s: FactoringSubmission) => void downloadSchedule(s).catch((e) => notify(errorText(e), 'error')),
  };
  const rows = query.data?.submissions ?? [];
  return (
    <Box component="section" aria-label={FACTORING_TITLE}>
      <SectionHeader
        title="Factoring submissions"
        description="Schedules of accounts sent to the factoring company, newest first, with the advance and reserve it paid."
      />
      {query.isError && <RetryAlert sx={{ mb: 2 }}>{errorText(query.error)}</RetryAlert>}
      <DataTable
        ariaLabel="Factoring submissions"
        columns={factoringSubmissionColumns(actions)}
        rows={rows}
        getRowId={(s) => s.id}
        loading={query.isLoading}
        skeletonRows={3}
        card={(s) => <FactoringSubmissionCard submission={s} actions={actions} />}
        minWidth={960}
        sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}
        empty={
          <EmptyState
            icon={MENU_ICONS['accounting-loads']}
            title="No submissions yet"
            description={
              on
                ? 'Select invoiced loads under Delivered loads and submit them to factoring.'
                : 'Turn factoring on in Settings, under Company Info, then submit invoiced loads from Delivered loads.'
            }
          />
        }
      />
      <FactoringPaymentsDialog
        open={paying.open}
        submission={paying.submission}
        onClose={() => setPaying((p) => ({ ...p, open: false }))}
      />
    </Box>
  );
}
