import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ParsedAddress } from '@tms/domain';
import { useState } from 'react';
import { Controller, type FieldError, type UseFormReturn, useWatch } from 'react-hook-form';
import { AddressSearchAdornment } from '../../../components/address-search-adornment';
import { AddressSearchDialog } from '../../../components/address-search-dialog';
import { CountryPicker } from '../../../components/country-picker';
import { textFieldProps } from '../../../components/text-field-props';
import { useCustomerByMc } from '../api/get-customer-by-mc';
import type { CustomerFormInput, CustomerFormOutput } from './customer-form-values';
import { FormSection } from './form-section';

interface CustomerFormFieldsProps {
  form: UseFormReturn<CustomerFormInput, unknown, CustomerFormOutput>;
  /** The customer being edited, so its own MC number is not reported as a duplicate. */
  customerId: number | null;
}

const wide = { gridColumn: { sm: '1 / -1' } };

export function CustomerFormFields({ form, customerId }: CustomerFormFieldsProps) {
  const { errors } = form.formState;
  const [searching, setSearching] = useState(false);
  const [street, mc, hasWarning] = useWatch({
    control: form.control,
    name: ['street_address', 'mc_number', 'has_warning'],
  });
  const mcDigits = (mc ?? '').trim();
  const existing = useCustomerByMc(mcDigits).data;
  const duplicate = existing && existing.id !== customerId ? existing : null;

  const fill = (address: ParsedAddress) => {
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue('street_address', address.street, options);
    form.setValue('city', address.city, options);
    form.setValue('state', address.state, options);
    form.setValue('zip_code', address.postalCode, options);
    if (address.country) form.setValue('country', address.country.toUpperCase(), options);
  };

  return (
    <>
      <FormSection title="Broker">
        <TextField
          size="small"
          label="Broker name"
          required
          autoFocus
          sx={wide}
          {...textFieldProps(form.register('name'), errors.name)}
        />
        <TextField
          size="small"
          label="MC number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...textFieldProps(
            form.register('mc_number'),
            errors.mc_number as FieldError | undefined,
            duplicate ? `Already on file as ${duplicate.name}` : undefined,
          )}
        />
        <TextField
          size="small"
          label="DOT number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...textFieldProps(form.register('dot_number'), errors.dot_number as FieldError | undefined)}
        />
        <TextField
          size="small"
          label="Client reference"
          {...textFieldProps(
            form.register('client_ref_no'),
            errors.client_ref_no as FieldError | undefined,
            'Your ID for this broker in their system',
          )}
        />
      </FormSection>

      <FormSection title="Contact">
        <TextField
          size="small"
          label="Contact name"
          {...textFieldProps(form.register('contact_name'), errors.contact_name as FieldError | undefined)}
        />
        <TextField
          size="small"
          label="Phone"
          type="tel"
          {...textFieldProps(
            form.register('phone_number'),
            errors.phone_number as FieldError | undefined,
            'E.g. +1 (555) 123-4567',
          )}
        />
        <TextField
          size="small"
          label="E-mail"
          type="email"
          sx={wide}
          {...textFieldProps(form.register('email'), errors.email as FieldError | undefined)}
        />
      </FormSection>

      <FormSection title="Address">
        <TextField
          size="small"
          label="Street address"
          sx={wide}
          {...textFieldProps(form.register('street_address'), errors.street_address as FieldError | undefined)}
          slotProps={{ input: { endAdornment: <AddressSearchAdornment onOpen={() => setSearching(true)} /> } }}
        />
        <TextField
          size="small"
          label="City"
          {...textFieldProps(form.register('city'), errors.city as FieldError | undefined)}
        />
        <TextField
          size="small"
          label="State"
          {...textFieldProps(form.register('state'), errors.state as FieldError | undefined)}
        />
        <TextField
          size="small"
          label="ZIP code"
          {...textFieldProps(form.register('zip_code'), errors.zip_code as FieldError | undefined)}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field, fieldState }) => (
            <CountryPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title="Billing">
        <TextField
          size="small"
          label="Billing e-mail"
          type="email"
          {...textFieldProps(
            form.register('billing_email'),
            errors.billing_email as FieldError | undefined,
            'Where invoices and rate confirmations go',
          )}
        />
        <TextField
          size="small"
          label="Payment terms"
          type="number"
          slotProps={{
            htmlInput: { min: 0, max: 365 },
            input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
          }}
          {...textFieldProps(
            // An empty box means "not set", not zero days.
            form.register('payment_terms_days', { setValueAs: (v) => (v === '' || v === null ? null : v) }),
            errors.payment_terms_days as FieldError | undefined,
            'E.g. 30 for Net 30',
          )}
        />
      </FormSection>

      <FormSection title="Warning">
        <Controller
          control={form.control}
          name="has_warning"
          render={({ field }) => (
            <FormControlLabel
              sx={wide}
              control={
                <Switch
                  color="warning"
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
              label="Flag this broker with a warning"
            />
          )}
        />
        <Collapse in={hasWarning === true} sx={wide} unmountOnExit>
          <TextField
            size="small"
            label="Warning note"
            multiline
            minRows={2}
            {...textFieldProps(
              form.register('warning_note'),
              errors.warning_note as FieldError | undefined,
              'Why dispatchers should be careful, e.g. slow pay or double brokering',
            )}
          />
        </Collapse>
        {duplicate?.has_warning && (
          <Alert severity="warning" sx={wide}>
            {duplicate.name} is already on file with a warning: {duplicate.warning_note || 'no note given'}
          </Alert>
        )}
      </FormSection>

      <FormSection title="Notes">
        <TextField
          size="small"
          label="Notes"
          multiline
          minRows={3}
          sx={wide}
          {...textFieldProps(form.register('notes'), errors.notes as FieldError | undefined)}
        />
      </FormSection>

      <AddressSearchDialog
        open={searching}
        onClose={() => setSearching(false)}
        onSelect={fill}
        initialQuery={street ?? ''}
      />
    </>
  );
}
