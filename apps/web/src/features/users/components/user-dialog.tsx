import Alert from '@mui/material/Alert';
import { capabilitiesOf, type UserListItem } from '@tms/domain';
import { useMemo } from 'react';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
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
  const notify = useNotify();
  const roles = useGrantableRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const mode = user ? 'edit' : 'create';
  const schema = useMemo(() => userFormSchema(mode, chooseCompany), [mode, chooseCompany]);
  const dialog = useDialogForm<UserFormValues, UserFormOutput>({
    schema,
    open,
    record: user,
    values: () => userFormDefaults(user, defaultCompanyId),
    // The server's sentence says what went wrong: the last manager, a role above the editor's, a taken e-mail.
    failureText: USER_SAVE_FAILED,
    onSubmit: async (values) => {
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
        const superadmin = capabilitiesOf(values.roles).has('all_companies');
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
    },
  });

  return (
    <FormDialog
      open={open}
      title={user ? 'Edit User' : 'Add User'}
      submitLabel={user ? 'Save' : 'Send Invitation'}
      dialog={dialog}
      onClose={onClose}
      intro={
        <>
          {!user && (
            <Alert severity="info" variant="outlined">
              We'll e-mail an invitation with a link to choose a password. The link works once and expires after 7 days.
            </Alert>
          )}
          {roles.isError && <Alert severity="error">Could not load the roles you can grant.</Alert>}
        </>
      }
    >
      <UserFormFields form={dialog.form} mode={mode} roleOptions={roles.data ?? []} chooseCompany={chooseCompany} />
    </FormDialog>
  );
}
