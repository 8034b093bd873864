import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../session/use-session';
import type { FromState } from './remembered-destination';

/**
 * The gate of /app and /driver: waits for the session, and sends visitors to sign in, remembering
 * the page. Shows its child routes, or `children` (the driver app, whose routes are its own).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  // The session arrives through a store, whose updates React renders in one task; the pages
  // behind the gate render as a transition instead, in slices a tap can come between.
  const deferred = useDeferredValue(session.status, 'loading');
  const status = session.status === 'authenticated' ? deferred : session.status;
  const location = useLocation();
  if (status === 'loading') return <PageLoader fullScreen message="Loading your workspace…" />;
  if (status === 'anonymous') {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children ?? <Outlet />;
}
