import type { LoadInboxItem } from '@tms/domain';
import type { DataTableColumn } from '../../../components/data-table';
import { InboxActions, type InboxActionsProps } from './inbox-actions';
import { InboxDocument, InboxLoad, InboxMessage } from './inbox-reading';
import { InboxState } from './inbox-state-chip';

/**
 * The inbox's table: when, from whom, which document, how its reading went and what it found. The
 * broker shares the Load column, so the table fits beside the sidebar on a 1280-pixel screen.
 */
export function inboxColumns(actions: Omit<InboxActionsProps, 'item'>): DataTableColumn<LoadInboxItem>[] {
  return [
    {
      id: 'message',
      header: 'Message',
      minWidth: 200,
      render: (i) => <InboxMessage item={i} withReceived />,
    },
    { id: 'document', header: 'Document', render: (i) => <InboxDocument item={i} /> },
    { id: 'state', header: 'Status', render: (i) => <InboxState item={i} /> },
    { id: 'summary', header: 'Load', minWidth: 200, render: (i) => <InboxLoad item={i} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      stickyEnd: true,
      noWrap: true,
      render: (i) => <InboxActions item={i} {...actions} compact />,
    },
  ];
}
