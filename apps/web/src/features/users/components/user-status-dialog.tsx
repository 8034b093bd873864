import type { UserListItem } from '@tms/domain';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetUserActive } from '../api/set-user-active';

export const USER_ACTIVATED = 'User activated successfully';
export const USER_DEACTIVATED = 'User deactivated successfully';
export const USER_STATUS_FAILED = 'Failed to update user status';

interface UserStatusDialogProps {
  user: UserListItem | null;
  onClose: () => void;
}

/** Confirms activating or deactivating a user; the server refuses to remove a company's last manager. */
export function UserStatusDialog({ user, onClose }: UserStatusDialogProps) {
  const notify = useNotify();
  const mutation = useSetUserActive();
  const activate = user ? !user.is_active : false;
  const fullName = user ? `${user.name} ${user.last_name}`.trim() : '';

  const confirm = async () => {
    if (!user) return;
    try {
      await mutation.mutateAsync({ id: user.id, active: activate });
      notify(activate ? USER_ACTIVATED : USER_DEACTIVATED, 'success');
      onClose();
    } catch (error) {
      notify(serverDetail(error) ?? USER_STATUS_FAILED, 'error');
    }
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title={activate ? 'Activate user?' : 'Deactivate user?'}
      message={
        activate
          ? `${fullName} will be able to sign in again with their password.`
          : `${fullName} will no longer be able to sign in or use the app. You can activate the account again at any time.`
      }
      confirmLabel={activate ? 'Activate' : 'Deactivate'}
      busyLabel={activate ? 'Activating...' : 'Deactivating...'}
      destructive={!activate}
      busy={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
