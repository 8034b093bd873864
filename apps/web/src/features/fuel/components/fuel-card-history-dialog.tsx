import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type FuelCard, formatDateTime } from '@tms/domain';
import { useId } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useFuelCardAssignments } from '../api/fuel-card-assignments';
import { cardName } from './fuel-card-columns';

/** Who held the card and when, newest first. */
export function FuelCardHistoryDialog({ card, onClose }: { card: FuelCard | null; onClose: () => void }) {
  const titleId = useId();
  const history = useFuelCardAssignments(card?.id ?? null);
  return (
    <Dialog open={card !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Assignment history{card ? ` of ${cardName(card)}` : ''}</DialogTitle>
      <DialogContent dividers>
        {history.isLoading && <Skeleton height={48} />}
        {history.isError && <Typography color="error">{errorText(history.error)}</Typography>}
        {history.data?.length === 0 && (
          <Typography color="text.secondary">This card has not been assigned to a driver or a truck yet.</Typography>
        )}
        <List dense disablePadding>
          {history.data?.map((a) => (
            <ListItem key={a.id} disableGutters divider>
              <ListItemText
                primary={
                  [a.driver?.name, a.truck ? `Truck ${a.truck.unit_number}` : null].filter(Boolean).join(' · ') ||
                  'Nobody'
                }
                secondary={`${formatDateTime(a.assigned_at)} – ${a.unassigned_at ? formatDateTime(a.unassigned_at) : 'now'}${a.assigned_by ? ` · by ${a.assigned_by}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
