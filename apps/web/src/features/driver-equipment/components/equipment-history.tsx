import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type DriverEquipmentChange, formatDateTime } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { useEquipmentChangeLog, useEquipmentHistory } from '../api/driver-equipment-queries';

const FIELD_LABELS: Record<string, string> = { truck: 'Truck', trailer: 'Trailer', notes: 'Notes' };
const ACTION_LABELS = { assigned: 'Assigned', changed: 'Changed', unassigned: 'Unassigned' } as const;

const shown = (v: string | number | null) => (v === null || v === '' ? 'none' : String(v));

function describe(change: DriverEquipmentChange): string {
  const parts = Object.entries(change.changes).map(
    ([field, { from, to }]) => `${FIELD_LABELS[field] ?? field}: ${shown(from)} → ${shown(to)}`,
  );
  return parts.join('; ') || ACTION_LABELS[change.action];
}

/** Every truck and trailer the driver has run, newest first. */
export function EquipmentHistory({ driverId }: { driverId: number }) {
  const query = useEquipmentHistory(driverId);
  if (query.isLoading) return <Skeleton variant="rounded" height={80} />;
  if (query.isError) return <Alert severity="error">{errorText(query.error)}</Alert>;
  const rows = query.data ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No equipment assigned yet.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Equipment history">
      {rows.map((a) => (
        <ListItem key={a.id} disableGutters divider>
          <ListItemText
            primary={
              <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <span>
                  Truck {a.truck_unit_number ?? '—'} · Trailer {a.trailer_unit_number ?? '—'}
                </span>
                {a.is_active && <Chip size="small" color="success" variant="outlined" label="Current" />}
              </Box>
            }
            secondary={`${formatDateTime(a.assigned_at)} – ${a.unassigned_at ? formatDateTime(a.unassigned_at) : 'now'}${a.assigned_by_name ? ` · by ${a.assigned_by_name}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Who changed the driver's equipment, when, and what changed. */
export function EquipmentChangeLog({ driverId }: { driverId: number }) {
  const query = useEquipmentChangeLog(driverId);
  if (query.isLoading) return <Skeleton variant="rounded" height={80} />;
  if (query.isError) return <Alert severity="error">{errorText(query.error)}</Alert>;
  const rows = query.data ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No changes recorded yet.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Equipment change log">
      {rows.map((c) => (
        <ListItem key={c.id} disableGutters divider>
          <ListItemText
            primary={`${ACTION_LABELS[c.action]} — ${describe(c)}`}
            secondary={`${formatDateTime(c.changed_at)}${c.changed_by_name ? ` · ${c.changed_by_name}` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
