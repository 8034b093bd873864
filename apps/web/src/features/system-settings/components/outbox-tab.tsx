import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { useState } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFilters } from '../../../components/list/list-filters';
import { ListScaffold } from '../../../components/list/list-scaffold';
import { useListParams } from '../../../components/list/use-list-params';
import { type OutboxMessage, useOutbox } from '../api/list-outbox';
import { outboxColumns } from './outbox-columns';
import { OutboxMessageDialog } from './outbox-message-dialog';

export const OUTBOX_LOAD_FAILED = 'Failed to load e-mails. Please try again.';
export const OUTBOX_PAGE_SIZES = [5, 10, 25, 50] as const;

/**
 * Every e-mail the platform sent or holds. Without SMTP settings, messages stay here: this is where
 * an administrator finds an invitation or reset link to pass on.
 */
export function OutboxTab() {
  const list = useListParams({ defaultPageSize: 10, pageSizes: OUTBOX_PAGE_SIZES, prefix: 'outbox.' });
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  const to = list.search;
  const query = useOutbox({ to: to || undefined, skip: list.skip, limit: list.pageSize });

  return (
    <ListScaffold
      level="section"
      title="E-mail Outbox"
      description="Invitations, password resets and demo request notices, newest first, with how delivery went."
      filters={
        <ListFilters
          list={list}
          search={{ label: 'Recipient', placeholder: 'Exact e-mail address' }}
          refresh={{ onRefresh: () => void query.refetch(), refreshing: query.isFetching && !query.isLoading }}
        />
      }
      // Refresh in the filter bar is the way to try again.
      failure={query.isError ? { message: OUTBOX_LOAD_FAILED } : null}
      paging={{ list, total: query.data?.total }}
      table={{
        ariaLabel: 'E-mail outbox',
        columns: outboxColumns,
        rows: query.data?.messages ?? [],
        getRowId: (m) => m.id,
        loading: query.isLoading,
        minWidth: 760,
        onRowClick: setReading,
        empty: (
          <ListEmpty
            icon={MailOutlineRounded}
            noun="e-mails"
            filtered={Boolean(to)}
            onClear={() => list.clearFilters()}
            firstTime={{
              description:
                'Messages appear here as soon as the platform sends an invitation, a reset link or a notice.',
            }}
          />
        ),
      }}
    >
      <OutboxMessageDialog message={reading} onClose={() => setReading(null)} />
    </ListScaffold>
  );
}
