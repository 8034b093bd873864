import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LOAD_MESSAGES } from '@tms/domain';
import { useEffect, useRef, useState } from 'react';
import type { CustomerPick } from '../../customers/api/search-customers';
import { CustomerDialog } from '../../customers/components/customer-dialog';
import { CustomerPicker } from '../../customers/components/customer-picker';
import { useActiveStatuses, useDispatchers, useDispatchersForDriver, usePickableDrivers } from '../api/reference-data';
import {
  type BasicInfoValues,
  secondarySplitFor,
  withDriverDispatchers,
  withPrimaryDriver,
  withTeamLoad,
} from './basic-info-rules';
import { IdSelect } from './id-select';
import { useReadMarks } from './read-confidence';

export type BasicInfoErrors = Partial<Record<keyof BasicInfoValues, string>>;

interface BasicInfoStepProps {
  values: BasicInfoValues;
  onChange: (values: BasicInfoValues) => void;
  errors: BasicInfoErrors;
  /** The accounting flow shows the dispatcher field and requires it. */
  accounting: boolean;
  /** Managers and accountants pick any driver; the others only their assigned drivers. */
  allDrivers: boolean;
  disabled?: boolean;
  /** The load is processed and the user may not take the mark off (decision 0120). */
  processedLocked?: boolean;
}

/** Step 1 (spec 3 section 2): load number, broker, driver(s), dispatcher, status, processed, team load. */
export function BasicInfoStep({
  values,
  onChange,
  errors,
  accounting,
  allDrivers,
  disabled,
  processedLocked,
}: BasicInfoStepProps) {
  const [addingBroker, setAddingBroker] = useState(false);
  const statuses = useActiveStatuses();
  const drivers = usePickableDrivers(!allDrivers);
  const dispatchers = useDispatchers(accounting);
  const driverDispatchers = useDispatchersForDriver(accounting ? values.driver_id : null);
  // After the user picks another driver, the dispatcher must be one of that driver's (the server
  // refuses any other): once their list is in, a dispatcher who is not on it is cleared.
  const driverPicked = useRef(false);
  useEffect(() => {
    if (!driverPicked.current || !accounting || values.driver_id === null || !driverDispatchers.data) return;
    driverPicked.current = false;
    const next = withDriverDispatchers(
      values,
      driverDispatchers.data.map((d) => d.id),
    );
    if (next !== values) onChange(next);
  }, [accounting, values, driverDispatchers.data, onChange]);
  const set = <K extends keyof BasicInfoValues>(key: K, value: BasicInfoValues[K]) =>
    onChange({ ...values, [key]: value });
  /** The props of a record select bound to one of the step's ids. */
  const idField = (key: 'status_id' | 'dispatcher_id' | 'secondary_driver_id') => ({
    value: values[key],
    onChange: (id: number | null) => set(key, id),
    error: errors[key],
    disabled,
  });

  const brokerValue: CustomerPick | null = values.broker_id
    ? {
        id: values.broker_id,
        name: values.broker_name,
        mc_number: null,
        city: null,
        state: null,
        has_warning: values.broker_warning != null,
        warning_note: values.broker_warning || null,
      }
    : null;
  const noDispatchers =
    accounting && values.driver_id !== null && driverDispatchers.isSuccess && driverDispatchers.data.length === 0;
  const dispatcherOptions =
    accounting && values.driver_id !== null ? (driverDispatchers.data ?? []) : (dispatchers.data ?? []);
  const driverOptions = drivers.data ?? [];

  const loadNumberMark = useReadMarks()('basic_info.load_number');

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            label="Load Number"
            required
            fullWidth
            size="small"
            value={values.load_number}
            onChange={(e) => set('load_number', e.target.value)}
            error={!!errors.load_number}
            color={loadNumberMark.color}
            focused={loadNumberMark.focused}
            helperText={errors.load_number ?? loadNumberMark.hint ?? 'As on the rate confirmation'}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {/* On phones the button goes under the field, which keeps the whole width for the name. */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
              gap: 1,
              alignItems: 'start',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <CustomerPicker
                label="Customer / Broker"
                required
                value={brokerValue}
                onChange={(c) =>
                  onChange({
                    ...values,
                    broker_id: c?.id ?? null,
                    broker_name: c?.name ?? '',
                    broker_warning: c?.has_warning ? (c.warning_note ?? '') : null,
                  })
                }
                error={!!errors.broker_id}
                helperText={errors.broker_id}
                disabled={disabled}
              />
            </Box>
            <Button
              variant="outlined"
              startIcon={<PersonAddAltOutlined />}
              onClick={() => setAddingBroker(true)}
              disabled={disabled}
              sx={{ whiteSpace: 'nowrap', height: 40, justifySelf: 'start' }}
            >
              Add New Broker
            </Button>
          </Box>
        </Grid>

        <Grid size={{ xs: 12, md: 4 }}>
          <IdSelect label="Status" required {...idField('status_id')}>
            {(statuses.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: s.color, mr: 1 }} />
                {s.name}
              </MenuItem>
            ))}
          </IdSelect>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <IdSelect
            label="Driver"
            value={values.driver_id}
            onChange={(id) => {
              driverPicked.current = true;
              onChange(withPrimaryDriver(values, id));
            }}
            error={errors.driver_id}
            helperText={allDrivers ? 'All active drivers' : 'Drivers assigned to you'}
            disabled={disabled}
          >
            <MenuItem value="">
              <em>No driver yet</em>
            </MenuItem>
            {driverOptions.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
                {d.current_truck ? ` · Truck ${d.current_truck.unit_number}` : ''}
              </MenuItem>
            ))}
          </IdSelect>
        </Grid>
        {accounting && (
          <Grid size={{ xs: 12, md: 4 }}>
            <IdSelect
              label="Dispatcher"
              required
              {...idField('dispatcher_id')}
              // Until a choice that is not on the list is cleared, the field shows it as empty.
              value={dispatcherOptions.some((d) => d.id === values.dispatcher_id) ? values.dispatcher_id : null}
              helperText={
                dispatchers.isError
                  ? LOAD_MESSAGES.dispatchersFailed
                  : driverDispatchers.isError
                    ? LOAD_MESSAGES.dispatchersForDriverFailed
                    : undefined
              }
              disabled={disabled || noDispatchers}
            >
              {dispatcherOptions.map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {d.full_name}
                </MenuItem>
              ))}
            </IdSelect>
          </Grid>
        )}
      </Grid>
      {noDispatchers && <Alert severity="warning">{LOAD_MESSAGES.driverWithoutDispatchers}</Alert>}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <FormControlLabel
          control={
            <Switch
              checked={values.processed}
              onChange={(e) => set('processed', e.target.checked)}
              disabled={disabled || (processedLocked && values.processed)}
            />
          }
          label="Processed"
          title={processedLocked && values.processed ? LOAD_MESSAGES.unprocessForbidden : undefined}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.is_team_load}
              onChange={(e) => onChange(withTeamLoad(values, e.target.checked))}
              disabled={disabled}
            />
          }
          label="Team load"
        />
      </Box>
      {errors.is_team_load && <Alert severity="error">{errors.is_team_load}</Alert>}

      {values.is_team_load && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <IdSelect label="Secondary Driver" required {...idField('secondary_driver_id')}>
              {driverOptions
                .filter((d) => d.id !== values.driver_id)
                .map((d) => (
                  <MenuItem key={d.id} value={d.id}>
                    {d.name}
                  </MenuItem>
                ))}
            </IdSelect>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <TextField
              label="Primary Split (%)"
              required
              fullWidth
              size="small"
              value={values.team_pay_split_primary}
              onChange={(e) => {
                const v = e.target.value;
                if (/^\d{0,3}(\.\d{0,2})?$/.test(v))
                  onChange({ ...values, team_pay_split_primary: v, team_pay_split_secondary: secondarySplitFor(v) });
              }}
              error={!!errors.team_pay_split_primary}
              helperText={errors.team_pay_split_primary ?? '0.01 to 99.99'}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <TextField
              label="Secondary Split (%)"
              fullWidth
              size="small"
              value={secondarySplitFor(values.team_pay_split_primary)}
              helperText={errors.team_pay_split_secondary ?? '100 minus the primary split'}
              error={!!errors.team_pay_split_secondary}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        </Grid>
      )}

      <CustomerDialog
        open={addingBroker}
        customer={null}
        onClose={() => setAddingBroker(false)}
        onSaved={(c) =>
          onChange({
            ...values,
            broker_id: c.id,
            broker_name: c.name,
            broker_warning: c.has_warning ? (c.warning_note ?? '') : null,
          })
        }
      />
    </Box>
  );
}

/** True when the chosen driver has no dispatchers in the accounting flow (saving is then disabled). */
export function useNoDispatchers(accounting: boolean, driverId: number | null): boolean {
  const q = useDispatchersForDriver(accounting ? driverId : null);
  return accounting && driverId !== null && q.isSuccess && q.data.length === 0;
}
