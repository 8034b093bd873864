import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { CDL_CLASSES, CDL_ENDORSEMENT_LABELS, CDL_ENDORSEMENTS } from '@tms/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { StreetAddressField } from '../../../components/street-address-field';
import { FormSection } from '../../customers/components/form-section';
import { DivisionField } from './division-field';
import type { DriverFormInput, DriverFormOutput } from './driver-form-values';
import { DRIVER_TYPE_OPTIONS } from './driver-options';
import { PayProfileFields } from './pay-profile-fields';
import { SsnField } from './ssn-field';

interface DriverFormFieldsProps {
  form: UseFormReturn<DriverFormInput, unknown, DriverFormOutput>;
  /** Last 4 digits of the SSN on file (editing), or null. */
  ssnLast4: string | null;
}

const wide = { gridColumn: { sm: '1 / -1' } };
const day = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

/** The driver file: identity, contact and address, employment, CDL and medical card, emergency contact, pay. */
export function DriverFormFields({ form, ssnLast4 }: DriverFormFieldsProps) {
  const { control } = form;

  return (
    <>
      <FormSection title="Driver">
        <FormTextField control={control} name="first_name" label="First name" required autoFocus />
        <FormTextField control={control} name="last_name" label="Last name" required />
        <FormTextField control={control} name="email" label="E-mail" type="email" />
        <FormTextField control={control} name="phone_number" label="Phone" type="tel" hint="E.g. (555) 123-4567" />
        <FormTextField control={control} name="date_of_birth" label="Date of birth" {...day} />
        <SsnField form={form} ssnLast4={ssnLast4} />
      </FormSection>

      <FormSection title="Employment">
        <FormTextField control={control} name="driver_type" label="Driver type" options={DRIVER_TYPE_OPTIONS} />
        <DivisionField control={control} />
        <FormTextField control={control} name="hire_date" label="Hire date" {...day} />
        <FormTextField control={control} name="termination_date" label="Termination date" {...day} />
      </FormSection>

      <FormSection title="Commercial driver's license">
        <FormTextField control={control} name="cdl_number" label="CDL number" />
        <FormTextField
          control={control}
          name="cdl_state"
          label="CDL state"
          hint="US state or Canadian province, e.g. TX or ON"
        />
        <FormSelectField
          control={control}
          name="cdl_class"
          label="CDL class"
          options={[{ value: '', label: 'Not set' }, ...CDL_CLASSES.map((c) => ({ value: c, label: `Class ${c}` }))]}
        />
        <FormTextField control={control} name="cdl_expiry" label="CDL expiry" {...day} />
        <FormTextField control={control} name="medical_card_expiry" label="Medical card expiry" {...day} />
        <Controller
          control={control}
          name="cdl_endorsements"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            return (
              <FormGroup sx={wide} role="group" aria-labelledby="cdl-endorsements-label">
                <FormLabel id="cdl-endorsements-label" sx={{ fontSize: 14, mb: 0.5 }}>
                  Endorsements
                </FormLabel>
                <FormGroup row>
                  {CDL_ENDORSEMENTS.map((e) => (
                    <FormControlLabel
                      key={e}
                      label={`${e} · ${CDL_ENDORSEMENT_LABELS[e]}`}
                      slotProps={{ typography: { variant: 'body2' } }}
                      control={
                        <Checkbox
                          size="small"
                          checked={chosen.has(e)}
                          onChange={(_, on) => field.onChange(on ? [...chosen, e] : [...chosen].filter((x) => x !== e))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </FormGroup>
            );
          }}
        />
      </FormSection>

      <FormSection title="Address">
        <StreetAddressField control={control} setValue={form.setValue} sx={wide} />
        <FormTextField control={control} name="city" label="City" />
        <FormTextField control={control} name="state" label="State" hint="Two letters, e.g. TX" />
        <FormTextField control={control} name="zip_code" label="ZIP code" />
        <FormTextField control={control} name="country" label="Country" hint="Two letters, e.g. US" />
      </FormSection>

      <FormSection title="Emergency contact">
        <FormTextField control={control} name="emergency_contact_name" label="Contact name" />
        <FormTextField control={control} name="emergency_contact_relationship" label="Relationship" />
        <FormTextField control={control} name="emergency_contact_phone" label="Contact phone" type="tel" />
      </FormSection>

      <PayProfileFields form={form} />
    </>
  );
}
