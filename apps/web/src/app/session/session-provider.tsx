import { useQueryClient } from '@tanstack/react-query';
import { capabilitiesOf, primaryRole } from '@tms/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../notifications/use-notify';
import { roleNamesOf } from './role-names';
import { SessionContext, type SessionValue } from './session-context';
import { onSessionEvent } from './session-events';
import { followOtherTabs, signIn, signOut, startSession, updateSessionUser } from './session-service';
import { getSessionSnapshot, subscribeSession } from './session-store';
import { useCompanyIntegrations } from './use-company-integrations';

/** Lives inside the router so that session events can move the user to the right page. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot);
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const pathRef = useRef(location.pathname);
  useEffect(() => {
    pathRef.current = location.pathname;
  }, [location.pathname]);

  // Subscribed before start-up runs (effects run in order), so no start-up event is missed.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'notice') {
          notify(event.message, event.severity);
          return;
        }
        // Another user's cached data must never outlive the session.
        queryClient.clear();
        if (event.type === 'subscription-expired') {
          navigate('/subscription-expired', { replace: true });
        } else if (/^\/(app|driver)(\/|$)/.test(pathRef.current)) {
          navigate('/login', { replace: true });
        }
      }),
    [navigate, notify, queryClient],
  );

  useEffect(() => {
    void startSession();
    return followOtherTabs();
  }, []);

  const integrations = useCompanyIntegrations(snapshot.status === 'authenticated' ? snapshot.user : null);

  const logout = useCallback(async () => {
    await signOut();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);

  const value = useMemo<SessionValue>(() => {
    const roleNames = roleNamesOf(snapshot.user);
    return {
      ...integrations,
      status: snapshot.status,
      user: snapshot.user,
      roleNames,
      primaryRole: primaryRole(roleNames),
      capabilities: capabilitiesOf(roleNames),
      signIn,
      logout,
      updateUser: updateSessionUser,
    };
  }, [snapshot, integrations, logout]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
