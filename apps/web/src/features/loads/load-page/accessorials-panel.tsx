import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { ACCESSORIAL_MESSAGES, type Accessorial, formatUsd } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { RowActionsMenu } from '../../../components/row-actions-menu';
import { useAccessorials, useSaveAccessorial } from '../api/accessorial-calls';

const AccessorialDialog = lazyDialog(
  () => import('./accessorial-dialog').then((m) => m.AccessorialDialog),
  (p) => p.open,
);

const nameOf = (a: Accessorial) => `${a.kind_label} ${formatUsd(a.amount)}`;

/**
 * The load's accessorials (decision 0198) as a list that reads on a phone too: kind, what it was
 * for, the amount and whether it is billed and paid; add, edit and remove for those who edit loads.
 */
export function AccessorialsPanel({ loadId, canEdit }: { loadId: number; canEdit: boolean }) {
  const query = useAccessorials(loadId);
  const save = useSaveAccessorial(loadId);
  const notify = useNotify();
  const [editing, setEditing] = useState<Accessorial | 'new' | null>(null);
  const [removing, setRemoving] = useState<Accessorial | null>(null);
  const rows = query.data?.accessorials ?? [];
  const remove = async () => {
    if (!removing) return;
    try {
      await save.remove.mutateAsync(removing.id);
      notify(ACCESSORIAL_MESSAGES.removed, 'success');
      setRemoving(null);
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Accessorials
        </Typography>
        {canEdit && (
          <Button size="small" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add accessorial
          </Button>
        )}
      </Box>
      {query.isError && <Alert severity="error">Could not load the accessorials.</Alert>}
      {query.data && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No detention, lumper, TONU or other charges on this load.
        </Typography>
      )}
      <List dense disablePadding aria-label="Accessorials">
        {rows.map((a) => (
          <ListItem key={a.id} divider disableGutters sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {a.kind_label}
              </Typography>
              {a.description && (
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {a.description}
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                {a.billed_to_customer && <Chip size="small" label="Billed" color="primary" variant="outlined" />}
                {a.paid_to_driver && <Chip size="small" label="Paid to driver" color="secondary" variant="outlined" />}
              </Box>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatUsd(a.amount)}
            </Typography>
            {canEdit && (
              <RowActionsMenu
                label={nameOf(a)}
                variant="buttons"
                actions={[
                  { label: 'Edit', icon: EditOutlined, onClick: () => setEditing(a) },
                  { label: 'Remove', icon: DeleteOutline, onClick: () => setRemoving(a), destructive: true },
                ]}
              />
            )}
          </ListItem>
        ))}
      </List>
      {canEdit && (
        <AccessorialDialog
          loadId={loadId}
          open={editing !== null}
          accessorial={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        noun="Accessorial"
        name={removing ? nameOf(removing) : ''}
        busy={save.remove.isPending}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
