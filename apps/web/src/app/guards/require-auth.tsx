import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../session/use-session';
import type { FromState } from './remembered-destination';

/**
 * The gate of /app and /driver: waits for the session, and sends visitors to sign in, remembering
 * the page. Shows its child routes, or `children` (the driver app, whose routes are its own).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader fullScreen message="Loading your workspace…" />;
  if (status === 'anonymous') {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children ?? <Outlet />;
}
