import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AppointmentType, zoneLabel } from '@tms/domain';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { AddressSearchAdornment } from '../../../components/address-search-adornment';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { lazyDialog } from '../../../components/lazy-dialog';
import { applyAppointmentType, changeEventDate, stopForm, type WizardEvent, zoneOfStop } from './event-rules';
import { IdSelect } from './id-select';

const AddressSearchDialog = lazyDialog(
  () => import('../../../components/address-search-dialog').then((m) => m.AddressSearchDialog),
  (p) => p.open,
);

/** The stop's values the dialog has a field for, where their problems show. */
const SHOWN: ReadonlySet<string> = new Set<keyof WizardEvent>([
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

const EVENT_TYPES = [
  { value: 'pickup', label: 'Pickup' },
  { value: 'delivery', label: 'Delivery' },
] as const;

interface EventEditDialogProps {
  event: WizardEvent | null;
  /** The stop was just added by Add Event, not one already in the list. */
  adding?: boolean;
  appointmentTypes: readonly AppointmentType[];
  onClose: () => void;
  onSave: (event: WizardEvent) => void;
}

/**
 * 'Add Event' for a stop Add Event just made, 'Edit PICKUP Event #n' / 'Edit DELIVERY Event #n' for
 * one already in the list, with every field of spec 3 section 2.
 */
export function EventEditDialog({ event, ...props }: EventEditDialogProps) {
  return event ? <StopDialog event={event} {...props} /> : null;
}

function StopDialog({
  event,
  adding = false,
  appointmentTypes,
  onClose,
  onSave,
}: EventEditDialogProps & { event: WizardEvent }) {
  const [searching, setSearching] = useState(false);
  const schema = useMemo(() => stopForm(appointmentTypes), [appointmentTypes]);
  const dialog = useDialogForm<WizardEvent, WizardEvent>({
    schema,
    open: true,
    record: event,
    values: () => event,
    failureText: 'Failed to save the stop',
    crossField: true,
    onSubmit: async (saved) => onSave(saved),
  });
  const { form } = dialog;
  const { control } = form;
  const draft = form.watch();
  const type = appointmentTypes.find((t) => t.id === draft.appointment_type_id);
  const timesLocked = type !== undefined && !type.has_time;
  const oneTime = type !== undefined && !type.has_time_range;

  /** A change that rewrites several fields (a new date, an appointment type, a found address). */
  const apply = (next: WizardEvent) => {
    const now = form.getValues();
    for (const key of Object.keys(next) as (keyof WizardEvent)[])
      if (next[key] !== now[key]) form.setValue(key, next[key] as never, { shouldDirty: true });
  };

  // The end box of a one-time type follows the start, as the stop is saved (`withOneTime`).
  useEffect(() => {
    if (oneTime && draft.time_higher !== draft.time_lower)
      form.setValue('time_higher', draft.time_lower, { shouldDirty: true });
  }, [oneTime, draft.time_lower, draft.time_higher, form]);

  const errors = form.formState.errors;
  // Problems of values the dialog has no field for (coordinates from the address search).
  const unshown = Object.entries(errors)
    .filter(([key]) => !SHOWN.has(key))
    .map(([, error]) => error?.message)
    .filter((message): message is string => typeof message === 'string');
  const text = (
    name: FieldPath<WizardEvent>,
    label: string,
    extra: Partial<FormTextFieldProps<WizardEvent, WizardEvent>> = {},
  ) => <FormTextField control={control} name={name} label={label} fullWidth {...extra} />;
  const timeField = {
    type: 'time',
    required: type?.has_time_range,
    slotProps: { inputLabel: { shrink: true } },
  } as const;

  return (
    <FormDialog
      open
      title={adding ? 'Add Event' : `Edit ${draft.event_type.toUpperCase()} Event #${draft.event_order}`}
      submitLabel="Save Changes"
      maxWidth="md"
      dialog={dialog}
      onClose={onClose}
      intro={
        Object.keys(errors).length > 0 && (
          <Alert severity="error">{['Correct the highlighted fields to save this stop.', ...unshown].join(' ')}</Alert>
        )
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>{text('event_type', 'Event Type', { options: EVENT_TYPES })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="event_date"
            render={({ field, fieldState }) => (
              <TextField
                label="Date"
                type="date"
                required
                fullWidth
                size="small"
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => apply(changeEventDate(form.getValues(), e.target.value))}
                slotProps={{
                  inputLabel: { shrink: true },
                  formHelperText: fieldState.error ? { role: 'alert' } : undefined,
                }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <IdSelect
            label="Appointment Type"
            value={draft.appointment_type_id}
            onChange={(id) =>
              apply(applyAppointmentType(form.getValues(), appointmentTypes.find((t) => t.id === id) ?? null))
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
        <Grid size={{ xs: 6, sm: 3 }}>{text('time_lower', 'Start Time', { ...timeField, disabled: timesLocked })}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          {text('time_higher', 'End Time', {
            ...timeField,
            disabled: timesLocked || oneTime,
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
            hint: 'Use the search button to find the address (Search Address)',
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
          apply({
            ...form.getValues(),
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
    </FormDialog>
  );
}
