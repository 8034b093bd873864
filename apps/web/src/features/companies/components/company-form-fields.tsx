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
import { FormTextField } from '../../../components/form/form-text-field';
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
  const { control, setValue, getValues } = form;
  const [addressSearchOpen, setAddressSearchOpen] = useState(false);
  const change = { shouldValidate: true, shouldDirty: true } as const;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Section title="Company">
        <FormTextField control={control} name="name" label="Company name" required autoFocus sx={full} />
        <FormTextField
          control={control}
          name="alias"
          hint="Short name: letters, numbers, spaces, - and _"
          label="Alias"
          required
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
        <FormTextField
          control={control}
          name="address"
          label="Address"
          multiline
          maxRows={3}
          sx={full}
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
        <FormTextField control={control} name="phone_number" label="Phone" type="tel" placeholder={PHONE_PLACEHOLDER} />
        <FormTextField control={control} name="fax" label="Fax" type="tel" placeholder={PHONE_PLACEHOLDER} />
        <FormTextField
          control={control}
          name="mc_number"
          label="MC number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="dot_number"
          label="DOT number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
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
        <FormTextField
          control={control}
          name="subscription_expires_at"
          hint="Access is suspended after this day"
          label="Subscription ends"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
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
