import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@tms/domain';
import { FleetMap } from '../../components/map/fleet-map';
import type { FleetTruck, MapStop, TrailPoint } from '../../components/map/map-features';
import { MARKER_COLORS, MARKER_STATE_LABELS } from '../../components/map/map-palette';

interface Props {
  trucks: readonly FleetTruck[];
  selectedTruckId: number | null;
  onSelect: (truckId: number) => void;
  trail: readonly TrailPoint[];
  stops: readonly MapStop[];
}

/** What the truck is heading for: "Delivery · Memphis, TN · ETA Jun 3, 14:20". */
function nextLine(t: FleetTruck): string {
  const next = t.eta?.next_stop;
  if (!next) return t.driverName ?? 'No driver';
  const place = [next.city, next.state].filter(Boolean).join(', ');
  const eta = t.eta?.eta ? ` · ETA ${formatDateTime(t.eta.eta)}` : '';
  return `${t.driverName ?? 'No driver'} · ${next.event_type === 'pickup' ? 'Pickup' : 'Delivery'}${place ? ` ${place}` : ''}${eta}`;
}

/** The followed trucks on one map and in a list beside it: choosing in either selects in both. */
export function TraceFleetPanel({ trucks, selectedTruckId, onSelect, trail, stops }: Props) {
  const colors = MARKER_COLORS[useTheme().palette.mode];
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5 }}>
      <FleetMap
        label="Map of the trucks you follow"
        trucks={trucks}
        selectedTruckId={selectedTruckId}
        onSelectTruck={onSelect}
        trail={trail}
        stops={stops}
        height={{ xs: 280, md: 380, lg: 460 }}
      />
      {trucks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No truck you follow has reported a position yet.
        </Typography>
      ) : (
        <List dense aria-label="Trucks" sx={{ maxHeight: 260, overflow: 'auto', p: 0 }}>
          {trucks.map((t) => (
            <ListItemButton
              key={t.truckId}
              selected={t.truckId === selectedTruckId}
              onClick={() => onSelect(t.truckId)}
              data-testid="trace-truck"
            >
              <Box
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colors[t.state], mr: 1.5, flexShrink: 0 }}
              />
              <ListItemText
                primary={`Truck ${t.unitNumber} · ${MARKER_STATE_LABELS[t.state]}${t.eta ? ` · Load ${t.eta.load_number}` : ''}`}
                secondary={nextLine(t)}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
