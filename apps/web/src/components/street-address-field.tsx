import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { AddressSearchAdornment } from './address-search-adornment';
import { type AddressPart, fillAddressParts } from './fill-address-parts';
import { FormTextField } from './form/form-text-field';
import { lazyDialog } from './lazy-dialog';

const AddressSearchDialog = lazyDialog(
  () => import('./address-search-dialog').then((m) => m.AddressSearchDialog),
  (p) => p.open,
);

interface StreetAddressFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** The form's `setValue`, for the parts a found address fills. */
  setValue: Parameters<typeof fillAddressParts>[0];
  sx?: SxProps<Theme>;
}

/**
 * The street of a form that keeps its address in parts, with the address search beside it: the
 * search starts from the street typed and fills street, city, state, ZIP and country.
 */
export function StreetAddressField<T extends FieldValues, O>({ control, setValue, sx }: StreetAddressFieldProps<T, O>) {
  const [searching, setSearching] = useState(false);
  const name = 'street_address' satisfies AddressPart as Path<T>;
  const street: unknown = useWatch({ control, name });
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label="Street address"
        sx={sx}
        slotProps={{ input: { endAdornment: <AddressSearchAdornment onOpen={() => setSearching(true)} /> } }}
      />
      <AddressSearchDialog
        open={searching}
        onClose={() => setSearching(false)}
        onSelect={(address) => fillAddressParts(setValue, address)}
        initialQuery={typeof street === 'string' ? street : ''}
      />
    </>
  );
}
