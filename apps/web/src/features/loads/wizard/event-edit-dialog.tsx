import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type AppointmentType, zoneLabel } from '@tms/domain';
import { useEffect, useId, useState } from 'react';
import { AddressSearchAdornment } from '../../../components/address-search-adornment';
import { AddressSearchDialog } from '../../../components/address-search-dialog';
import {
  applyAppointmentType,
  changeEventDate,
  type EventFieldErrors,
  eventFieldErrors,
  type WizardEvent,
  zoneOfStop,
} from './event-rules';
import { IdSelect } from './id-select';

/** The stop's values the dialog has a field for, where their problems show. */
const SHOWN: ReadonlySet<keyof WizardEvent> = new Set([
  'event_date',
  'time_lower',
  'time_higher',
  'location_street',
  'location_city',
  'location_state',
  'location_postal_code',
  'contact_name',
  'contact_phone',
  'contact_email',
  'commodity_description',
  'pieces',
  'weight',
  'reference_number',
  'special_instructions',
]);

interface EventEditDialogProps {
  event: WizardEvent | null;
  appointmentTypes: readonly AppointmentType[];
  onClose: () => void;
  onSave: (event: WizardEvent) => void;
}

/** 'Edit PICKUP Event #n' / 'Edit DELIVERY Event #n' with every field of spec 3 section 2. */
export function EventEditDialog({ event, appointmentTypes, onClose, onSave }: EventEditDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [draft, setDraft] = useState<WizardEvent | null>(event);
  // After a refused save the fields say what is wrong as the user corrects them.
  const [checked, setChecked] = useState(false);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    setDraft(event);
    setChecked(false);
  }, [event]);
  if (!draft) return null;
  const set = <K extends keyof WizardEvent>(key: K, value: WizardEvent[K]) => setDraft({ ...draft, [key]: value });
  const type = appointmentTypes.find((t) => t.id === draft.appointment_type_id);
  const timesLocked = type !== undefined && !type.has_time;

  const errors: EventFieldErrors = checked ? eventFieldErrors(draft, type) : {};
  // Problems of values the dialog has no field for (coordinates from the address search).
  const unshown = Object.entries(errors)
    .filter(([key]) => !SHOWN.has(key as keyof WizardEvent))
    .map(([, message]) => message);
  const save = () => {
    if (Object.keys(eventFieldErrors(draft, type)).length) return setChecked(true);
    onSave(draft);
  };
  const text = (key: keyof WizardEvent, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={label}
      fullWidth
      size="small"
      value={String(draft[key] ?? '')}
      onChange={(e) => set(key, e.target.value as never)}
      {...extra}
      error={!!errors[key]}
      helperText={errors[key] ?? extra.helperText}
    />
  );
  const timeField = {
    type: 'time',
    required: type?.has_time_range,
    slotProps: { inputLabel: { shrink: true } },
  } as const;

  return (
    <Dialog open={!!event} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        Edit {draft.event_type.toUpperCase()} Event #{draft.event_order}
      </DialogTitle>
      <DialogContent dividers>
        {Object.keys(errors).length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {['Correct the highlighted fields to save this stop.', ...unshown].join(' ')}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              label="Event Type"
              fullWidth
              size="small"
              value={draft.event_type}
              onChange={(e) => set('event_type', e.target.value as WizardEvent['event_type'])}
            >
              <MenuItem value="pickup">Pickup</MenuItem>
              <MenuItem value="delivery">Delivery</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label="Date"
              type="date"
              required
              fullWidth
              size="small"
              value={draft.event_date}
              onChange={(e) => setDraft(changeEventDate(draft, e.target.value))}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.event_date}
              helperText={errors.event_date}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <IdSelect
              label="Appointment Type"
              value={draft.appointment_type_id}
              onChange={(id) =>
                setDraft(applyAppointmentType(draft, appointmentTypes.find((t) => t.id === id) ?? null))
              }
            >
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {appointmentTypes.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </IdSelect>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {text('time_lower', 'Start Time', { ...timeField, disabled: timesLocked })}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {text('time_higher', 'End Time', {
              ...timeField,
              disabled: timesLocked || (type !== undefined && !type.has_time_range),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Local time at the stop ({zoneLabel(zoneOfStop(draft))}), as the rate confirmation gives it
            </Typography>
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Typography variant="overline" color="text.secondary">
              Location
            </Typography>
          </Grid>
          <Grid size={{ xs: 12 }}>
            {text('location_street', 'Street', {
              slotProps: { input: { endAdornment: <AddressSearchAdornment onOpen={() => setSearching(true)} /> } },
              helperText: 'Use the search button to find the address (Search Address)',
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>{text('location_city', 'City')}</Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {text('location_state', 'State', { slotProps: { htmlInput: { maxLength: 2 } } })}
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>{text('location_postal_code', 'ZIP')}</Grid>
          <Grid size={{ xs: 12 }}>
            <Typography variant="overline" color="text.secondary">
              Contact
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('contact_name', 'Contact Name')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('contact_phone', 'Phone')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('contact_email', 'Email', { type: 'email' })}</Grid>
          <Grid size={{ xs: 12 }}>
            <Typography variant="overline" color="text.secondary">
              Cargo
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('commodity_description', 'Commodity Description')}</Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {text('pieces', 'Pieces', { type: 'number', slotProps: { htmlInput: { min: 0, step: 1 } } })}
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            {text('weight', 'Weight (lbs)', { type: 'number', slotProps: { htmlInput: { min: 0, step: 0.01 } } })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('reference_number', 'Reference Number')}</Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            {text('special_instructions', 'Special Instructions', { multiline: true, minRows: 2 })}
          </Grid>
        </Grid>
        <AddressSearchDialog
          open={searching}
          onClose={() => setSearching(false)}
          initialQuery={[draft.location_street, draft.location_city, draft.location_state].filter(Boolean).join(', ')}
          onSelect={(a) => {
            setDraft({
              ...draft,
              location_street: a.street,
              location_city: a.city,
              location_state: a.state,
              location_postal_code: a.postalCode,
              location_country: a.country === 'US' ? 'USA' : a.country || 'USA',
              location_lat: a.lat,
              location_long: a.lng,
            });
            setSearching(false);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save}>
          Save Changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
