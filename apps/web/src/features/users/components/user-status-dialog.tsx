import type { UserListItem } from '@tms/domain';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetUserActive } from '../api/set-user-active';

export const USER_ACTIVATED = 'User activated successfully';
export const USER_DEACTIVATED = 'User deactivated successfully';
export const INVITATION_WITHDRAWN = 'Invitation withdrawn';
export const USER_STATUS_FAILED = 'Failed to update user status';

interface UserStatusDialogProps {
  user: UserListItem | null;
  onClose: () => void;
}

/**
 * Confirms activating or deactivating a user (for a pending invitation: withdrawing it); the server
 * refuses to remove a company's last manager.
 */
export function UserStatusDialog({ user, onClose }: UserStatusDialogProps) {
  const notify = useNotify();
  const mutation = useSetUserActive();
  const activate = user ? !user.is_active : false;
  const fullName = user ? `${user.name} ${user.last_name}`.trim() : '';
  const withdraw = !activate && user?.invitation_pending === true;

  const confirm = async () => {
    if (!user) return;
    try {
      await mutation.mutateAsync({ id: user.id, active: activate });
      notify(activate ? USER_ACTIVATED : withdraw ? INVITATION_WITHDRAWN : USER_DEACTIVATED, 'success');
      onClose();
    } catch (error) {
      notify(serverDetail(error) ?? USER_STATUS_FAILED, 'error');
    }
  };

  const wording = activate
    ? {
        title: 'Activate user?',
        message: user?.invitation_pending
          ? `${fullName} can accept the invitation again once you resend it.`
          : `${fullName} will be able to sign in again with their password.`,
        confirm: 'Activate',
        busy: 'Activating...',
      }
    : withdraw
      ? {
          title: 'Withdraw invitation?',
          message: `The invitation link sent to ${user?.email} stops working. You can activate the user and resend the invitation later.`,
          confirm: 'Withdraw',
          busy: 'Withdrawing...',
        }
      : {
          title: 'Deactivate user?',
          message: `${fullName} will no longer be able to sign in or use the app. You can activate the account again at any time.`,
          confirm: 'Deactivate',
          busy: 'Deactivating...',
        };

  return (
    <ConfirmDialog
      open={user !== null}
      title={wording.title}
      message={wording.message}
      confirmLabel={wording.confirm}
      busyLabel={wording.busy}
      destructive={!activate}
      busy={mutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
