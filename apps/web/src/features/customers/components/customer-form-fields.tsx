import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { CountryPicker } from '../../../components/country-picker';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { StreetAddressField } from '../../../components/street-address-field';
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
  const [mc, hasWarning] = useWatch({ control: form.control, name: ['mc_number', 'has_warning'] });
  const mcDigits = (mc ?? '').trim();
  const existing = useCustomerByMc(mcDigits).data;
  const duplicate = existing && existing.id !== customerId ? existing : null;

  return (
    <>
      <FormSection title="Broker">
        <FormTextField control={form.control} name="name" label="Broker name" required autoFocus sx={wide} />
        <FormTextField
          control={form.control}
          name="mc_number"
          hint={duplicate ? `Already on file as ${duplicate.name}` : undefined}
          label="MC number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={form.control}
          name="dot_number"
          label="DOT number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={form.control}
          name="client_ref_no"
          hint="Your ID for this broker in their system"
          label="Client reference"
        />
      </FormSection>

      <FormSection title="Contact">
        <FormTextField control={form.control} name="contact_name" label="Contact name" />
        <FormTextField
          control={form.control}
          name="phone_number"
          hint="E.g. +1 (555) 123-4567"
          label="Phone"
          type="tel"
        />
        <FormTextField control={form.control} name="email" label="E-mail" type="email" sx={wide} />
      </FormSection>

      <FormSection title="Address">
        <StreetAddressField control={form.control} setValue={form.setValue} sx={wide} />
        <FormTextField control={form.control} name="city" label="City" />
        <FormTextField control={form.control} name="state" label="State" />
        <FormTextField control={form.control} name="zip_code" label="ZIP code" />
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
        <FormTextField
          control={form.control}
          name="billing_email"
          hint="Where invoices and rate confirmations go"
          label="Billing e-mail"
          type="email"
        />
        <FormTextField
          control={form.control}
          name="payment_terms_days"
          emptyAsNull
          hint="E.g. 30 for Net 30"
          label="Payment terms"
          type="number"
          slotProps={{
            htmlInput: { min: 0, max: 365 },
            input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
          }}
        />
      </FormSection>

      <FormSection title="Warning">
        <FormSwitch control={form.control} name="has_warning" color="warning" label="Flag this broker with a warning" />
        <Collapse in={hasWarning === true} sx={wide} unmountOnExit>
          <FormTextField
            control={form.control}
            name="warning_note"
            hint="Why dispatchers should be careful, e.g. slow pay or double brokering"
            label="Warning note"
            multiline
            minRows={2}
          />
        </Collapse>
        {duplicate?.has_warning && (
          <Alert severity="warning" sx={wide}>
            {duplicate.name} is already on file with a warning: {duplicate.warning_note || 'no note given'}
          </Alert>
        )}
      </FormSection>

      <FormSection title="Notes">
        <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={3} sx={wide} />
      </FormSection>
    </>
  );
}
