import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { myCompanyUpdate } from '@tms/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { AddressSearchAdornment } from '../../../components/address-search-adornment';
import { AddressSearchDialog } from '../../../components/address-search-dialog';
import { CountryPicker } from '../../../components/country-picker';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import type { CompanyInfo } from '../api/get-company-info';
import { useUpdateCompanyInfo } from '../api/update-company-info';
import { TimeZoneField } from './time-zone-field';

type FormInput = z.input<typeof myCompanyUpdate>;
type FormOutput = z.output<typeof myCompanyUpdate>;

export const COMPANY_UPDATED = 'Company updated successfully';
export const COMPANY_SAVE_FAILED = 'Failed to save company';

const valuesOf = (c: CompanyInfo): FormInput => ({
  name: c.name,
  address: c.address ?? '',
  phone_number: c.phone_number ?? '',
  fax: c.fax ?? '',
  mc_number: c.mc_number ?? '',
  dot_number: c.dot_number ?? '',
  time_zone: c.time_zone,
  require_pod_for_delivery: c.require_pod_for_delivery,
  detention_free_minutes: String(c.detention_free_minutes),
});

interface CompanyInfoFormProps {
  company: CompanyInfo;
  onDone: () => void;
}

/** What a company's own staff may change about it; alias and country are the platform's to set. */
export function CompanyInfoForm({ company, onDone }: CompanyInfoFormProps) {
  const notify = useNotify();
  const update = useUpdateCompanyInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(myCompanyUpdate),
    defaultValues: valuesOf(company),
    mode: 'onChange',
  });
  const { isSubmitting, isDirty, isValid } = form.formState;
  // Saved values that today's rules refuse (entered before a rule existed) say so at once, rather
  // than leaving Save Changes disabled with no reason on screen.
  useEffect(() => {
    void form.trigger();
  }, [form]);
  const address = useWatch({ control: form.control, name: 'address' });

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      notify(COMPANY_UPDATED, 'success');
      onDone();
    } catch (error) {
      setFailure(serverDetail(error) ?? COMPANY_SAVE_FAILED);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={save}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={form.control}
          name="name"
          size="small"
          label="Company name"
          required
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={form.control}
          name="address"
          hint="Type it, or search to fill it in"
          size="small"
          label="Address"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          slotProps={{ input: { endAdornment: <AddressSearchAdornment onOpen={() => setSearching(true)} /> } }}
        />
        <CountryPicker
          value={company.country}
          onChange={() => undefined}
          disabled
          helperText="Set by the platform; contact support to change it."
        />
        <FormTextField
          control={form.control}
          name="phone_number"
          hint="E.g. +1 (555) 123-4567"
          size="small"
          label="Phone"
          type="tel"
        />
        <FormTextField control={form.control} name="fax" size="small" label="Fax" type="tel" />
        <FormTextField
          control={form.control}
          name="mc_number"
          size="small"
          label="MC number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={form.control}
          name="dot_number"
          size="small"
          label="DOT number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Controller
          control={form.control}
          name="time_zone"
          render={({ field, fieldState }) => (
            <TimeZoneField
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {/* The load workflow's settings (decision 0196). */}
        <FormSwitch
          control={form.control}
          name="require_pod_for_delivery"
          label="Require a POD to deliver"
          hint="A load moves to Delivered only once a POD is uploaded"
        />
        <FormTextField
          control={form.control}
          name="detention_free_minutes"
          size="small"
          label="Free time at a stop (minutes)"
          hint="Before detention counts; 0 to 1440"
          type="number"
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: 1440 } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
        <Button onClick={onDone} disabled={isSubmitting} color="inherit">
          Cancel
        </Button>
        {/* Spec 2: a company form's submit is disabled while it is invalid; the fields say why. */}
        <Button
          type="submit"
          variant="contained"
          loading={isSubmitting}
          loadingPosition="start"
          disabled={!isDirty || !isValid}
        >
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
      <AddressSearchDialog
        open={searching}
        onClose={() => setSearching(false)}
        initialQuery={address ?? ''}
        onSelect={(found) =>
          form.setValue('address', found.formattedAddress, { shouldDirty: true, shouldValidate: true })
        }
      />
    </Box>
  );
}
