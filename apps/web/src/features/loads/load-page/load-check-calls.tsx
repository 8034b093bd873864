import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CHECK_CALL_REASON_LABELS, type CheckCall, checkCallPlace, formatDateTime } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { RetryAlert } from '../../../components/retry-alert';
import { useCheckCalls, useDeleteCheckCall } from '../api/check-call-calls';
import { LoadSection } from './load-section';

const CheckCallDialog = lazyDialog(
  () => import('./check-call-dialog').then((m) => m.CheckCallDialog),
  (p) => p.open,
);

/** "Delayed (Traffic) · Amarillo, TX": the call's headline. */
const headline = (c: CheckCall) =>
  `${CHECK_CALL_REASON_LABELS[c.reason]}${c.delay_cause ? ` (${c.delay_cause})` : ''} · ${checkCallPlace(c)}`;

function CheckCallItem({ call, onDelete }: { call: CheckCall; onDelete: () => void }) {
  return (
    <Box component="li" data-testid="check-call" sx={{ listStyle: 'none', display: 'flex', gap: 1, py: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{headline(call)}</Typography>
        {call.eta && (
          <Typography variant="body2" color="text.secondary">
            ETA {formatDateTime(call.eta)}
          </Typography>
        )}
        {call.note && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {call.note}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(call.created_at)}
          {call.created_by_name ? ` · ${call.created_by_name}` : ''}
        </Typography>
      </Box>
      {call.can_delete && (
        <IconButton size="small" aria-label={`Delete check call ${headline(call)}`} onClick={onDelete}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** The load's structured check calls, newest first; load management and its trackers add them. */
export function LoadCheckCalls({ loadId, canAdd }: { loadId: number; canAdd: boolean }) {
  const notify = useNotify();
  const calls = useCheckCalls(loadId);
  const remove = useDeleteCheckCall();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CheckCall | null>(null);
  const list = calls.data?.check_calls ?? [];
  return (
    <LoadSection
      title="Check calls"
      actions={
        canAdd && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddLocationAltOutlined />}
            onClick={() => setAdding(true)}
          >
            Add check call
          </Button>
        )
      }
    >
      {calls.isError && <RetryAlert onRetry={() => void calls.refetch()}>{errorText(calls.error)}</RetryAlert>}
      {calls.isSuccess && list.length === 0 && <Typography color="text.secondary">No check calls yet.</Typography>}
      {list.length > 0 && (
        <Box component="ol" aria-label="Check calls, newest first" sx={{ m: 0, p: 0 }}>
          {list.map((c) => (
            <CheckCallItem key={c.id} call={c} onDelete={() => setDeleting(c)} />
          ))}
        </Box>
      )}
      <CheckCallDialog loadId={loadId} open={adding} last={list[0] ?? null} onClose={() => setAdding(false)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        noun="check call"
        name={deleting ? headline(deleting) : ''}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { loadId, id: deleting.id },
            {
              onSuccess: () => notify('Check call deleted', 'success'),
              onError: (e) => notify(errorText(e), 'error'),
              onSettled: () => setDeleting(null),
            },
          )
        }
      />
    </LoadSection>
  );
}
