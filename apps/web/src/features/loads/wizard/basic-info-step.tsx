import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { LOAD_MESSAGES } from '@tms/domain';
import { useEffect, useRef } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { hoursText, useDriverHours } from '../../hos/api/use-driver-hours';
import { useActiveStatuses, useDispatchers, useDispatchersForDriver, usePickableDrivers } from '../api/reference-data';
import {
  type BasicInfoForm,
  type BasicInfoValues,
  EMPTY_BASIC_INFO,
  editBasicInfo,
  withDriverDispatchers,
  withPrimaryDriver,
  withTeamLoad,
} from './basic-info-rules';
import { BrokerField } from './broker-field';
import { FormIdSelect, IdSelect } from './id-select';
import { useReadMarks } from './read-confidence';
import { TeamLoadFields } from './team-load-fields';

interface BasicInfoStepProps {
  /** `useBasicInfoForm`, held by the wizard. */
  form: BasicInfoForm;
  /** The accounting flow shows the dispatcher field and requires it. */
  accounting: boolean;
  /** Managers and accountants pick any driver; the others only their assigned drivers. */
  allDrivers: boolean;
  disabled?: boolean;
  /** The load is processed and the user may not take the mark off (decision 0120). */
  processedLocked?: boolean;
}

/** Step 1 (spec 3 section 2): load number, broker, driver(s), dispatcher, status, processed, team load. */
export function BasicInfoStep({ form, accounting, allDrivers, disabled, processedLocked }: BasicInfoStepProps) {
  const { control } = form;
  const values: BasicInfoValues = useWatch({ control, compute: (v) => ({ ...EMPTY_BASIC_INFO, ...v }) });
  const { errors } = useFormState({ control, name: ['driver_id', 'is_team_load'] });
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
    if (next !== values) editBasicInfo(form, next);
  }, [accounting, values, driverDispatchers.data, form]);

  const noDispatchers =
    accounting && values.driver_id !== null && driverDispatchers.isSuccess && driverDispatchers.data.length === 0;
  const dispatcherOptions =
    accounting && values.driver_id !== null ? (driverDispatchers.data ?? []) : (dispatchers.data ?? []);
  const driverOptions = drivers.data ?? [];
  const hours = useDriverHours();
  const loadNumberMark = useReadMarks()('basic_info.load_number');

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="load_number"
            label="Load Number"
            required
            fullWidth
            color={loadNumberMark.color}
            focused={loadNumberMark.focused}
            hint={loadNumberMark.hint ?? 'As on the rate confirmation'}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <BrokerField form={form} disabled={disabled} />
        </Grid>

        <Grid size={{ xs: 12, md: 4 }}>
          <FormIdSelect control={control} name="status_id" label="Status" required disabled={disabled}>
            {(statuses.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: s.color, mr: 1 }} />
                {s.name}
              </MenuItem>
            ))}
          </FormIdSelect>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <IdSelect
            label="Driver"
            value={values.driver_id}
            onChange={(id) => {
              driverPicked.current = true;
              editBasicInfo(form, withPrimaryDriver(values, id));
            }}
            error={errors.driver_id?.message}
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
                {hours.has(d.id) ? ` · ${hoursText(hours.get(d.id)!)}` : ''}
              </MenuItem>
            ))}
          </IdSelect>
        </Grid>
        {accounting && (
          <Grid size={{ xs: 12, md: 4 }}>
            <FormIdSelect
              control={control}
              name="dispatcher_id"
              label="Dispatcher"
              required
              offered={dispatcherOptions}
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
            </FormIdSelect>
          </Grid>
        )}
      </Grid>
      {noDispatchers && <Alert severity="warning">{LOAD_MESSAGES.driverWithoutDispatchers}</Alert>}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Controller
          control={control}
          name="processed"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  name={field.name}
                  inputRef={field.ref}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  disabled={disabled || (processedLocked && field.value)}
                />
              }
              label="Processed"
              title={processedLocked && field.value ? LOAD_MESSAGES.unprocessForbidden : undefined}
            />
          )}
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.is_team_load}
              onChange={(e) => editBasicInfo(form, withTeamLoad(values, e.target.checked))}
              disabled={disabled}
            />
          }
          label="Team load"
        />
      </Box>
      {errors.is_team_load && <Alert severity="error">{errors.is_team_load.message}</Alert>}

      {values.is_team_load && <TeamLoadFields form={form} drivers={driverOptions} disabled={disabled} />}
    </Box>
  );
}

/** True when the chosen driver has no dispatchers in the accounting flow (saving is then disabled). */
export function useNoDispatchers(accounting: boolean, driverId: number | null): boolean {
  const q = useDispatchersForDriver(accounting ? driverId : null);
  return accounting && driverId !== null && q.isSuccess && q.data.length === 0;
}
