import { zodResolver } from '@hookform/resolvers/zod';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UserListItem } from '@tms/domain';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useCreateUser } from '../api/create-user';
import { useGrantableRoles } from '../api/list-grantable-roles';
import { useUpdateUser } from '../api/update-user';
import { UserFormFields } from './user-form-fields';
import { type UserFormOutput, type UserFormValues, userFormDefaults, userFormSchema } from './user-form-schema';

export const USER_SAVE_FAILED = 'Failed to save user';
export const USER_UPDATED = 'User updated successfully';
export const invitationSentTo = (email: string) => `Invitation sent to ${email}`;

interface UserDialogProps {
  open: boolean;
  /** The user to edit; without one the dialog invites a new user. */
  user: UserListItem | null;
  onClose: () => void;
  /** Platform administrators choose the company of a new user. */
  chooseCompany: boolean;
  /** The company a new user starts in, e.g. the one the list is filtered by. */
  defaultCompanyId: number | null;
}

export function UserDialog({ open, user, onClose, chooseCompany, defaultCompanyId }: UserDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      {open && (
        <UserDialogBody
          key={user?.id ?? 'new'}
          titleId={titleId}
          user={user}
          onClose={onClose}
          chooseCompany={chooseCompany}
          defaultCompanyId={defaultCompanyId}
        />
      )}
    </Dialog>
  );
}

function UserDialogBody({
  titleId,
  user,
  onClose,
  chooseCompany,
  defaultCompanyId,
}: Omit<UserDialogProps, 'open'> & { titleId: string }) {
  const notify = useNotify();
  const roles = useGrantableRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const mode = user ? 'edit' : 'create';
  const schema = useMemo(() => userFormSchema(mode, chooseCompany), [mode, chooseCompany]);
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: userFormDefaults(user, defaultCompanyId),
  });
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        await update.mutateAsync({
          id: user.id,
          body: {
            name: values.name,
            last_name: values.last_name,
            phone_number: values.phone_number,
            roles: values.roles,
          },
        });
        notify(USER_UPDATED, 'success');
      } else {
        const superadmin = values.roles.includes('SUPERADMIN');
        const created = await create.mutateAsync({
          email: values.email,
          name: values.name,
          last_name: values.last_name,
          ...(values.phone_number ? { phone_number: values.phone_number } : {}),
          roles: values.roles,
          ...(chooseCompany && !superadmin && values.company_id ? { company_id: values.company_id } : {}),
          send_invite: true,
        });
        notify(invitationSentTo(created.email), 'success');
      }
      onClose();
    } catch (error) {
      // The server's sentence says what went wrong: the last manager, a role above the editor's, a taken e-mail.
      notify(serverDetail(error) ?? USER_SAVE_FAILED, 'error');
    }
  });

  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {user ? 'Edit User' : 'Add User'}
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {!user && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2.5 }}>
            We'll e-mail an invitation with a link to choose a password. The link works once and expires after 7 days.
          </Alert>
        )}
        {roles.isError && (
          <Alert severity="error" sx={{ mb: 2.5 }}>
            Could not load the roles you can grant.
          </Alert>
        )}
        <UserFormFields form={form} mode={mode} roleOptions={roles.data ?? []} chooseCompany={chooseCompany} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : user ? 'Save' : 'Send Invitation'}
        </Button>
      </DialogActions>
    </form>
  );
}
