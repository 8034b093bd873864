import Box from '@mui/material/Box';
import { capabilitiesOf } from '@tms/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CompanyAutocomplete } from '../../../components/company-autocomplete';
import { FormTextField } from '../../../components/form/form-text-field';
import type { GrantableRole } from '../api/list-grantable-roles';
import { RolesSelect } from './roles-select';
import type { UserFormOutput, UserFormValues } from './user-form-schema';

interface UserFormFieldsProps {
  form: UseFormReturn<UserFormValues, unknown, UserFormOutput>;
  mode: 'create' | 'edit';
  roleOptions: GrantableRole[];
  /** Platform administrators choose the company of a new user. */
  chooseCompany: boolean;
}

const full = { gridColumn: '1 / -1' };

export function UserFormFields({ form, mode, roleOptions, chooseCompany }: UserFormFieldsProps) {
  const { control, watch } = form;
  const superadmin = capabilitiesOf(watch('roles')).has('all_companies');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="name" label="First name" required autoFocus autoComplete="off" />
      <FormTextField control={control} name="last_name" label="Last name" required autoComplete="off" />
      <FormTextField
        control={control}
        name="email"
        hint={mode === 'create' ? 'The invitation to choose a password goes to this address' : 'Used to sign in'}
        label="Email"
        type="email"
        required={mode === 'create'}
        disabled={mode === 'edit'}
        autoComplete="off"
        sx={full}
      />
      <FormTextField
        control={control}
        name="phone_number"
        label="Phone"
        type="tel"
        placeholder="+1 (555) 123-4567"
        sx={full}
      />
      <Box sx={full}>
        <Controller
          control={control}
          name="roles"
          render={({ field, fieldState }) => (
            <RolesSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              options={roleOptions}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'What the user can see and do'}
            />
          )}
        />
      </Box>
      {mode === 'create' && chooseCompany && !superadmin && (
        <Box sx={full}>
          <Controller
            control={control}
            name="company_id"
            render={({ field, fieldState }) => (
              <CompanyAutocomplete
                value={field.value}
                onChange={(id) => field.onChange(id)}
                label="Company"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Box>
      )}
    </Box>
  );
}
