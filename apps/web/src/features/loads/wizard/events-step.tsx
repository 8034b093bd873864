import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatStopWhen, LOAD_MESSAGES } from '@tms/domain';
import { useState } from 'react';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useActiveAppointmentTypes } from '../api/reference-data';
import { canMoveDown, canMoveUp, defaultEvent, moveEvent, removeEvent, type WizardEvent } from './event-rules';
import { StopReadChip } from './read-confidence';

const EventEditDialog = lazyDialog(
  () => import('./event-edit-dialog').then((m) => m.EventEditDialog),
  (p) => p.event !== null,
);

interface EventsStepProps {
  events: WizardEvent[];
  onChange: (events: WizardEvent[]) => void;
  dirty: boolean;
  error: string | null;
}

const place = (e: WizardEvent) =>
  [e.location_street, [e.location_city, e.location_state].filter(Boolean).join(', '), e.location_postal_code]
    .filter(Boolean)
    .join(' · ') || 'No address yet';

/** Step 2 (spec 3 section 2): the stops in order, edited one at a time in the event dialog. */
export function EventsStep({ events, onChange, dirty, error }: EventsStepProps) {
  const types = useActiveAppointmentTypes();
  const [editing, setEditing] = useState<WizardEvent | null>(null);
  /** The stop in the dialog is the one Add Event just made. */
  const [adding, setAdding] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);

  const add = () => {
    const created = defaultEvent(events.length + 1);
    onChange([...events, created]);
    setEditing(created);
    setAdding(true);
  };
  const edit = (e: WizardEvent) => {
    setEditing(e);
    setAdding(false);
  };
  const move = (index: number, dir: 'up' | 'down') => {
    const ok = dir === 'up' ? canMoveUp(events, index) : canMoveDown(events, index);
    if (!ok) {
      setBlocked(
        dir === 'up'
          ? "Cannot move up: this stop's date is after the previous stop's date."
          : "Cannot move down: this stop's date is before the next stop's date.",
      );
      return;
    }
    setBlocked(null);
    onChange(moveEvent(events, index, dir));
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {types.isError && <Alert severity="error">{LOAD_MESSAGES.appointmentTypesFailed}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {blocked && (
        <Alert severity="warning" onClose={() => setBlocked(null)}>
          {blocked}
        </Alert>
      )}
      {dirty && (
        <Alert severity="info" variant="outlined">
          You have unsaved changes to the stops. Save Events to keep them.
        </Alert>
      )}
      {events.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No stops yet</Typography>
          <Typography variant="body2" color="text.secondary">
            Add at least one pickup and one delivery.
          </Typography>
        </Paper>
      )}
      {events.map((e, i) => {
        const type = types.data?.find((t) => t.id === e.appointment_type_id);
        return (
          <Paper
            key={e.key}
            variant="outlined"
            data-testid="wizard-event"
            sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <Box
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                bgcolor: e.event_type === 'pickup' ? 'info.main' : 'success.main',
                color: 'common.white',
                flex: 'none',
              }}
            >
              {e.event_order}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  label={e.event_type === 'pickup' ? 'Pickup' : 'Delivery'}
                  color={e.event_type === 'pickup' ? 'info' : 'success'}
                  variant="outlined"
                />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {formatStopWhen(e.event_date, e.time_lower, e.time_higher)}
                </Typography>
                {type && <Chip size="small" label={type.name} />}
                <StopReadChip index={i} />
              </Box>
              <Typography variant="body2" color="text.secondary" noWrap>
                {place(e)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, flex: 'none' }}>
              <Tooltip title="Move up">
                <span>
                  <IconButton
                    aria-label={`Move event ${e.event_order} up`}
                    onClick={() => move(i, 'up')}
                    disabled={i === 0}
                  >
                    <ArrowUpwardOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton
                    aria-label={`Move event ${e.event_order} down`}
                    onClick={() => move(i, 'down')}
                    disabled={i === events.length - 1}
                  >
                    <ArrowDownwardOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Edit">
                <IconButton aria-label={`Edit event ${e.event_order}`} onClick={() => edit(e)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton
                  aria-label={`Delete event ${e.event_order}`}
                  color="error"
                  onClick={() => onChange(removeEvent(events, i))}
                >
                  <DeleteOutlineOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button variant="outlined" startIcon={<AddOutlined />} onClick={add}>
          Add Event
        </Button>
      </Box>
      <EventEditDialog
        event={editing}
        adding={adding}
        appointmentTypes={types.data ?? []}
        onClose={() => setEditing(null)}
        onSave={(saved) => {
          onChange(events.map((x) => (x.key === saved.key ? saved : x)));
          setEditing(null);
        }}
      />
    </Box>
  );
}
