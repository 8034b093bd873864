import { isDriverOnly } from '@tms/domain';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/use-session';

/** The office's screens are for staff: a user who only drives is sent to the driver app. */
export function RequireStaff() {
  const { roleNames } = useSession();
  if (isDriverOnly(roleNames)) return <Navigate to="/driver" replace />;
  return <Outlet />;
}
