import CancelOutlined from '@mui/icons-material/CancelOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { isCancelledStatus, type Load } from '@tms/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useSetLoadStatus } from '../api/board-calls';
import { useDuplicateLoad } from '../api/load-page-calls';
import { useActiveStatuses } from '../api/reference-data';

const ShareTrackingDialog = lazyDialog(
  () => import('./share-tracking-dialog').then((m) => m.ShareTrackingDialog),
  (p) => p.open,
);

/** Share tracking: a link for the customer to follow the load without an account (issue 34). */
export function ShareTrackingButton({ load }: { load: Load }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => setOpen(true)}>
        Share tracking
      </Button>
      <ShareTrackingDialog loadId={load.id} loadNumber={load.load_number} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Duplicate: a copy under a new number ("<number>-COPY"), opened at once. */
export function DuplicateLoadButton({ load }: { load: Load }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const duplicate = useDuplicateLoad();
  return (
    <Button
      variant="outlined"
      startIcon={<ContentCopyOutlined />}
      disabled={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(load.id, {
          onSuccess: (copy) => {
            notify(`Load ${copy.load_number} created as a copy of ${load.load_number}`, 'success');
            navigate(`/app/loads/${copy.id}`);
          },
          onError: (e) => notify(errorText(e), 'error'),
        })
      }
    >
      {duplicate.isPending ? 'Duplicating...' : 'Duplicate'}
    </Button>
  );
}

/**
 * Cancel: moves the load to the company's first active status of the cancelled step, after a
 * question; the status call's own rules apply. Hidden when the load is cancelled already or the
 * company has no such status.
 */
export function CancelLoadButton({ load }: { load: Load }) {
  const notify = useNotify();
  const statuses = useActiveStatuses();
  const setStatus = useSetLoadStatus();
  const [asking, setAsking] = useState(false);
  const cancelled = statuses.data?.find((s) => s.stage === 'cancelled');
  if (!cancelled || isCancelledStatus(load.status) || load.status_id === cancelled.id) return null;
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<CancelOutlined />} onClick={() => setAsking(true)}>
        Cancel load
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Cancel load ${load.load_number}?`}
        message={`The load moves to the status "${cancelled.name}". Its stops, documents and history stay.`}
        confirmLabel="Cancel load"
        cancelLabel="Keep load"
        busyLabel="Cancelling..."
        destructive
        busy={setStatus.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          setStatus.mutate(
            { id: load.id, status_id: cancelled.id },
            {
              onSuccess: () => notify(`Load ${load.load_number} cancelled`, 'success'),
              onError: (e) => notify(errorText(e), 'error'),
              onSettled: () => setAsking(false),
            },
          )
        }
      />
    </>
  );
}
