import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { SearchField } from '../../../components/search-field';
import { usePaging } from '../../../components/use-paging';
import { SettingsSection } from '../../settings/components/settings-section';
import { type OutboxMessage, useOutbox } from '../api/list-outbox';
import { outboxColumns } from './outbox-columns';
import { OutboxMessageDialog } from './outbox-message-dialog';

export const OUTBOX_LOAD_FAILED = 'Failed to load e-mails. Please try again.';

/**
 * Every e-mail the platform sent or holds. Without SMTP settings, messages stay here: this is where
 * an administrator finds an invitation or reset link to pass on.
 */
export function OutboxTab() {
  const [to, setTo] = useState('');
  const paging = usePaging(10);
  const { rowsPerPage, setPage } = paging;
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const query = useOutbox({ to: to || undefined, skip: paging.skip, limit: rowsPerPage });

  return (
    <SettingsSection
      title="E-mail Outbox"
      description="Invitations, password resets and demo request notices, newest first, with how delivery went."
      actions={
        <Button
          variant="outlined"
          startIcon={<RefreshRounded />}
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isLoading}
        >
          Refresh
        </Button>
      }
    >
      <SearchField
        value={to}
        onSearch={(term) => {
          setTo(term);
          setPage(0);
        }}
        label="Recipient"
        placeholder="Exact e-mail address"
        sx={{ mb: 2, maxWidth: 520 }}
      />
      {/* The section's Refresh button is the way to try again: one button, not two. */}
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {OUTBOX_LOAD_FAILED}
        </Alert>
      )}
      <DataTable
        ariaLabel="E-mail outbox"
        columns={outboxColumns}
        rows={query.data?.messages ?? []}
        getRowId={(m) => m.id}
        loading={query.isLoading}
        minWidth={760}
        onRowClick={setReading}
        empty={
          <EmptyState
            icon={MailOutlineRounded}
            title={to ? `No e-mails to ${to}` : 'No e-mails yet'}
            description={
              to
                ? 'Check the address, or clear the search to see every message.'
                : 'Messages appear here as soon as the platform sends an invitation, a reset link or a notice.'
            }
          />
        }
        pagination={{
          ...paging.table,
          total: query.data?.total ?? 0,
        }}
      />
      <OutboxMessageDialog message={reading} onClose={() => setReading(null)} />
    </SettingsSection>
  );
}
