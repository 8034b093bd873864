import type { ProfileBody } from '@tms/domain';

export interface ProfileField {
  name: Exclude<keyof ProfileBody, 'current_password'>;
  label: string;
  required?: boolean;
  wide?: boolean;
  autoComplete: string;
  type?: 'email' | 'tel';
}

/** The fields of the Personal Information tab, in display order. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  { name: 'name', label: 'First name', required: true, autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name' },
  { name: 'email', label: 'Email', required: true, autoComplete: 'email', type: 'email' },
  { name: 'alias', label: 'Alias', autoComplete: 'nickname' },
  { name: 'phone_number', label: 'Phone number', autoComplete: 'tel', type: 'tel' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'address', label: 'Address', wide: true, autoComplete: 'street-address' },
];
