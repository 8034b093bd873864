import { type LoadListItem, type LoadSortField, loadDeletionRefusal, unprocessRefusal } from '@tms/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOutcomeNotices } from '../../app/notifications/use-outcome-notices';
import { useSession } from '../../app/session/use-session';
import { useSetLoadProcessed, useSetLoadStatus } from '../loads/api/board-calls';
import { useActiveStatuses } from '../loads/api/reference-data';
import type { BoardParams } from './board-params';
import type { LoadRowHandlers } from './load-columns';
import type { LoadRef } from './load-side-dialogs';

/**
 * What a board row can do: change its status or processed mark in place, open the edit dialog
 * (kept in the address), and open the side dialogs, which several rows share so their state lives here.
 */
export function useLoadRowActions(p: BoardParams, canWrite: boolean) {
  const outcome = useOutcomeNotices();
  const { capabilities } = useSession();
  const statuses = useActiveStatuses();
  const setStatus = useSetLoadStatus();
  const setProcessed = useSetLoadProcessed();
  const canUnprocess = unprocessRefusal(capabilities, true, false) === null;
  // A draft was never dispatched: whoever may delete an unprocessed load may discard it (decision 0195).
  const canDiscard = loadDeletionRefusal(capabilities, false) === null;
  const navigate = useNavigate();

  const [documents, setDocuments] = useState<LoadRef | null>(null);
  const [comments, setComments] = useState<LoadRef | null>(null);
  const [history, setHistory] = useState<LoadRef | null>(null);
  const [deleting, setDeleting] = useState<LoadListItem | null>(null);
  const [discarding, setDiscarding] = useState<LoadListItem | null>(null);

  const handlers: LoadRowHandlers = useMemo(
    () => ({
      statuses: statuses.data ?? [],
      onStatus: (l, statusId) =>
        setStatus.mutate({ id: l.id, status_id: statusId }, outcome(`Load ${l.load_number} status changed`)),
      onProcessed: (l, processed) =>
        setProcessed.mutate(
          { id: l.id, processed },
          outcome(`Load ${l.load_number} marked ${processed ? 'processed' : 'not processed'}`),
        ),
      onEdit: (l) => p.patch({ edit: l.id }, true),
      onDocuments: setDocuments,
      onComments: setComments,
      onHistory: setHistory,
      onDelete: setDeleting,
      onResume: (l) => navigate(`/app/loads/create?resume=${l.id}`),
      onDiscard: setDiscarding,
      canWrite,
      canDiscard,
      canDelete: (l) => l.invoice_number === null && loadDeletionRefusal(capabilities, l.processed) === null,
      canUnprocess,
      sort: {
        by: p.sort,
        dir: p.dir,
        onSort: (by: LoadSortField) => p.patch({ sort: by, dir: p.sort === by && p.dir === 'desc' ? 'asc' : 'desc' }),
      },
    }),
    [statuses.data, canWrite, capabilities, canUnprocess, canDiscard, navigate, p, setStatus, setProcessed, outcome],
  );

  const dialogs = {
    documents,
    setDocuments,
    comments,
    setComments,
    history,
    setHistory,
    deleting,
    setDeleting,
    discarding,
    setDiscarding,
  };
  return { handlers, dialogs };
}

export type LoadRowDialogState = ReturnType<typeof useLoadRowActions>['dialogs'];
