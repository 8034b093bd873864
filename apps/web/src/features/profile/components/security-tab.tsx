import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { changePasswordFormSchema } from '@tms/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useSession } from '../../../app/session/use-session';
import { FormTextField } from '../../../components/form/form-text-field';
import { useChangePassword } from '../api/change-password';

type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const PASSWORD_CHANGED = 'Password changed successfully!';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';
const HINT = 'At least 8 characters with uppercase, lowercase and numbers';
const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

export function SecurityTab() {
  const { updateUser } = useSession();
  const notify = useNotify();
  const mutation = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const { isSubmitting } = form.formState;
  const [current, next, confirm] = form.watch(['current_password', 'new_password', 'confirm_password']);
  const complete = Boolean(current && next && confirm);

  const submit = form.handleSubmit(async ({ current_password, new_password }) => {
    setFailure(null);
    try {
      updateUser(await mutation.mutateAsync({ current_password, new_password }));
      form.reset(EMPTY);
      notify(PASSWORD_CHANGED, 'success');
    } catch (error) {
      // Spec 1's failure text, with the server's reason when it gives one (as Personal Information does).
      const detail = serverDetail(error);
      setFailure(detail ? `${PASSWORD_CHANGE_FAILED}: ${detail}` : PASSWORD_CHANGE_FAILED);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Change password
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        You will use the new password the next time you sign in.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
        <FormTextField
          password
          control={form.control}
          name="current_password"
          label="Current password"
          autoComplete="current-password"
          size="small"
        />
        <FormTextField
          password
          control={form.control}
          name="new_password"
          hint={HINT}
          label="New password"
          autoComplete="new-password"
          size="small"
        />
        <FormTextField
          password
          control={form.control}
          name="confirm_password"
          label="Confirm password"
          autoComplete="new-password"
          size="small"
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={!complete} loading={isSubmitting}>
          Change Password
        </Button>
      </Box>
    </Box>
  );
}
