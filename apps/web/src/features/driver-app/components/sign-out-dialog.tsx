import { useState } from 'react';
import { useSession } from '../../../app/session/use-session';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { driverQueue, useDriverQueue } from '../queue/driver-queue';
import { userOwner } from '../queue/queued-action';

/**
 * Signing out forgets this phone's copy of the driver's data; actions not yet sent go with it, so
 * the driver is told how many first.
 */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, logout } = useSession();
  const { actions } = useDriverQueue();
  const [busy, setBusy] = useState(false);
  const count = actions.length;
  const signOut = async () => {
    setBusy(true);
    try {
      if (user) await driverQueue.clear(userOwner(user));
    } finally {
      await logout();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title="Sign out?"
      message={
        count
          ? `${count} ${count === 1 ? 'action has' : 'actions have'} not been sent yet. Signing out deletes ${count === 1 ? 'it' : 'them'} from this phone.`
          : 'You will need your e-mail and password to sign in again.'
      }
      confirmLabel={count ? 'Delete and sign out' : 'Sign out'}
      busyLabel="Signing out…"
      destructive={count > 0}
      busy={busy}
      onConfirm={() => void signOut()}
      onClose={onClose}
    />
  );
}
