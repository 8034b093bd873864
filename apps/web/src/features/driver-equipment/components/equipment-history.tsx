import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type DriverEquipmentChange, formatDateTime } from '@tms/domain';
import type { ReactNode } from 'react';
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

/** A driver's equipment record as a list: a skeleton while loading, the failure, or `empty`. */
function RecordList<T extends { id: number }>({
  query,
  label,
  empty,
  item,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown; data?: T[] };
  label: string;
  empty: string;
  item: (row: T) => { primary: ReactNode; secondary: string };
}) {
  if (query.isLoading) return <Skeleton variant="rounded" height={80} />;
  if (query.isError) return <Alert severity="error">{errorText(query.error)}</Alert>;
  const rows = query.data ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={label}>
      {rows.map((row) => (
        <ListItem key={row.id} disableGutters divider>
          <ListItemText {...item(row)} />
        </ListItem>
      ))}
    </List>
  );
}

/** Every truck and trailer the driver has run, newest first. */
export function EquipmentHistory({ driverId }: { driverId: number }) {
  return (
    <RecordList
      query={useEquipmentHistory(driverId)}
      label="Equipment history"
      empty="No equipment assigned yet."
      item={(a) => ({
        primary: (
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>
              Truck {a.truck_unit_number ?? '—'} · Trailer {a.trailer_unit_number ?? '—'}
            </span>
            {a.is_active && <Chip size="small" color="success" variant="outlined" label="Current" />}
          </Box>
        ),
        secondary: `${formatDateTime(a.assigned_at)} – ${a.unassigned_at ? formatDateTime(a.unassigned_at) : 'now'}${a.assigned_by_name ? ` · by ${a.assigned_by_name}` : ''}`,
      })}
    />
  );
}

/** Who changed the driver's equipment, when, and what changed. */
export function EquipmentChangeLog({ driverId }: { driverId: number }) {
  return (
    <RecordList
      query={useEquipmentChangeLog(driverId)}
      label="Equipment change log"
      empty="No changes recorded yet."
      item={(c) => ({
        primary: `${ACTION_LABELS[c.action]} — ${describe(c)}`,
        secondary: `${formatDateTime(c.changed_at)}${c.changed_by_name ? ` · ${c.changed_by_name}` : ''}`,
      })}
    />
  );
}
