import { useSession } from '../../app/session/use-session';
import { DriverShell } from './components/driver-shell';
import { NotADriverPage } from './components/not-a-driver-page';

/** /driver: the driver app (issue 36), for users who drive for their company; others are told where to go. */
export function DriverApp() {
  const { capabilities } = useSession();
  return capabilities.has('driver_app') ? <DriverShell /> : <NotADriverPage />;
}
