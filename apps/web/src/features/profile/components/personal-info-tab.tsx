import { zodResolver } from '@hookform/resolvers/zod';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { emailChangeSent, profileBody, type User } from '@tms/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useSession } from '../../../app/session/use-session';
import { FormTextField } from '../../../components/form/form-text-field';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileDetails } from './profile-details';
import { PROFILE_FIELDS } from './profile-fields';

type ProfileInput = z.input<typeof profileBody>;
type ProfileOutput = z.output<typeof profileBody>;

export const PROFILE_UPDATED = 'Personal information updated successfully!';
export const PROFILE_UPDATE_FAILED = 'Failed to update personal information';

function formValues(user: User): ProfileInput {
  return {
    name: user.name,
    last_name: user.last_name,
    alias: user.alias ?? '',
    email: user.email,
    country: user.country ?? '',
    city: user.city ?? '',
    address: user.address ?? '',
    phone_number: user.phone_number ?? '',
  };
}

export function PersonalInfoTab({ user }: { user: User }) {
  const { updateUser } = useSession();
  const notify = useNotify();
  const mutation = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(profileBody),
    defaultValues: formValues(user),
  });
  const { isSubmitting } = form.formState;
  // A new sign-in address needs the current password, and a confirmation from that address.
  const emailChanged = (form.watch('email') ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const startEditing = () => {
    form.reset(formValues(user));
    setFailure(null);
    setEditing(true);
  };

  // Cancel puts back what was there before editing began.
  const cancel = () => {
    form.reset(formValues(user));
    setFailure(null);
    setEditing(false);
  };

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await mutation.mutateAsync(emailChanged ? values : { ...values, current_password: undefined });
      updateUser(updated);
      form.reset(formValues(updated));
      setEditing(false);
      // The sign-in address changes only once the new one opens the link sent to it.
      if (emailChanged) notify(`${PROFILE_UPDATED} ${emailChangeSent(values.email)}`, 'info');
      else notify(PROFILE_UPDATED, 'success');
    } catch (error) {
      setFailure(serverDetail(error) ?? '');
    }
  });

  if (!editing) {
    return (
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2.5, gap: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Personal details
          </Typography>
          <Button variant="outlined" size="small" startIcon={<EditOutlined />} onClick={startEditing}>
            Edit
          </Button>
        </Box>
        <ProfileDetails user={user} />
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={save}>
      {failure !== null && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {PROFILE_UPDATE_FAILED}
          {failure && `: ${failure}`}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {PROFILE_FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            control={form.control}
            name={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required={field.required}
            size="small"
            sx={{ gridColumn: field.wide ? { sm: '1 / -1' } : undefined }}
          />
        ))}
        {emailChanged && (
          <FormTextField
            control={form.control}
            name="current_password"
            label="Current password"
            password
            autoComplete="current-password"
            required
            sx={{ gridColumn: { sm: '1 / -1' } }}
            hint="Needed to change your email address"
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
        <Button onClick={cancel} disabled={isSubmitting} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
