import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@tms/domain';
import { historyValue } from '../../dispatch/load-format';
import { useLoadHistory } from '../api/board-calls';
import { LoadSection } from './load-section';

/** What each kind of change is called, in the load page and the board's History dialog. */
const HISTORY_KIND_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  status: 'Status',
  processed: 'Processed',
  driver: 'Driver',
  secondary_driver: 'Secondary driver',
  dispatcher: 'Dispatcher',
  rate: 'Rate booked',
  driver_pay: 'Driver pay',
  invoice: 'Invoice',
  payment: 'Payment',
  accessorial: 'Accessorial',
  check_call: 'Check call',
  stop_times: 'Arrival and departure',
  hos_warning: 'Hours of service warning',
};

/** Who changed what on the load, newest first, with the reading's error and empty states. */
export function LoadHistoryList({ loadId }: { loadId: number | null }) {
  const history = useLoadHistory(loadId);
  return (
    <>
      {history.isError && <Alert severity="error">Could not load the history.</Alert>}
      {history.data?.length === 0 && <Typography color="text.secondary">No changes recorded yet.</Typography>}
      <List dense disablePadding aria-label="Changes">
        {(history.data ?? []).map((h) => (
          <ListItem key={h.id} divider disableGutters>
            <ListItemText
              primary={`${HISTORY_KIND_LABELS[h.kind] ?? h.kind}: ${historyValue(h.kind, h.from_value)} → ${historyValue(h.kind, h.to_value)}`}
              secondary={`${h.changed_by?.full_name ?? 'System'} · ${formatDateTime(h.changed_at)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** The load's history as a section of its page. */
export function LoadHistory({ loadId }: { loadId: number }) {
  return (
    <LoadSection title="History">
      <LoadHistoryList loadId={loadId} />
    </LoadSection>
  );
}
