import type { ParsedAddress } from '@tms/domain';

/** The fields of a form that keeps an address in parts (drivers, brokers). */
export type AddressPart = 'street_address' | 'city' | 'state' | 'zip_code' | 'country';

type SetAddressPart = (
  name: AddressPart,
  value: string,
  options: { shouldDirty: boolean; shouldValidate: boolean },
) => void;

/**
 * Copies an address found by the address search into the form's parts, as if typed (dirty and
 * checked). A country the search could not tell leaves the one on the form.
 */
export function fillAddressParts(setValue: SetAddressPart, address: ParsedAddress) {
  const options = { shouldDirty: true, shouldValidate: true };
  setValue('street_address', address.street, options);
  setValue('city', address.city, options);
  setValue('state', address.state, options);
  setValue('zip_code', address.postalCode, options);
  if (address.country) setValue('country', address.country.toUpperCase(), options);
}
