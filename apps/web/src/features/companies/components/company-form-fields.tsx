import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PLANS } from '@tms/domain';
import { type ReactNode, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { AddressSearchDialog } from '../../../components/address-search-dialog';
import { CountryPicker } from '../../../components/country-picker';
import { textFieldProps } from '../../../components/text-field-props';
import type { CompanyFormOutput, CompanyFormValues } from './company-form-schema';

export const PHONE_PLACEHOLDER = '+1 (555) 123-4567';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

const full = { gridColumn: '1 / -1' };

export function CompanyFormFields({ form }: { form: UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput> }) {
  const { register, control, formState, setValue, getValues } = form;
  const { errors } = formState;
  const [addressSearchOpen, setAddressSearchOpen] = useState(false);
  const change = { shouldValidate: true, shouldDirty: true } as const;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section title="Company">
        <TextField
          label="Company name"
          required
          autoFocus
          size="small"
          sx={full}
          {...textFieldProps(register('name'), errors.name)}
        />
        <TextField
          label="Alias"
          required
          size="small"
          {...textFieldProps(register('alias'), errors.alias, 'Short name: letters, numbers, spaces, - and _')}
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <CountryPicker
              label="Country"
              required
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label="Address"
          size="small"
          multiline
          maxRows={3}
          sx={full}
          {...textFieldProps(register('address'), errors.address)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Search address">
                    <IconButton edge="end" size="small" onClick={() => setAddressSearchOpen(true)}>
                      <TravelExploreOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </Section>

      <Section title="Contact and authority">
        <TextField
          label="Phone"
          type="tel"
          size="small"
          placeholder={PHONE_PLACEHOLDER}
          {...textFieldProps(register('phone_number'), errors.phone_number)}
        />
        <TextField
          label="Fax"
          type="tel"
          size="small"
          placeholder={PHONE_PLACEHOLDER}
          {...textFieldProps(register('fax'), errors.fax)}
        />
        <TextField
          label="MC number"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...textFieldProps(register('mc_number'), errors.mc_number)}
        />
        <TextField
          label="DOT number"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...textFieldProps(register('dot_number'), errors.dot_number)}
        />
      </Section>

      <Section title="Subscription">
        <Controller
          control={control}
          name="plan"
          render={({ field }) => (
            <TextField
              select
              label="Plan"
              size="small"
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              helperText="Decides which features the company gets"
            >
              <MenuItem value="">
                <em>No plan (all features)</em>
              </MenuItem>
              {PLANS.map((plan) => (
                <MenuItem key={plan.code} value={plan.code}>
                  {plan.plan} · {plan.fleetSize}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Subscription ends"
          type="date"
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
          {...textFieldProps(
            register('subscription_expires_at'),
            errors.subscription_expires_at,
            'Access is suspended after this day',
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <FormControlLabel
              sx={{ ...full, ml: 0, gap: 1 }}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
              label={
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    Active
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Users of an inactive company cannot sign in.
                  </Typography>
                </Box>
              }
            />
          )}
        />
      </Section>

      <AddressSearchDialog
        open={addressSearchOpen}
        onClose={() => setAddressSearchOpen(false)}
        initialQuery={getValues('address') ?? ''}
        onSelect={(address) => {
          setValue('address', address.formattedAddress, change);
          if (address.country) setValue('country', address.country, change);
          setAddressSearchOpen(false);
        }}
      />
    </Box>
  );
}
