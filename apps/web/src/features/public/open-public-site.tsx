import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sessionSettled } from '../../app/session/session-service';
import { PageLoader } from '../../components/page-loader';

/**
 * Public pages reached from inside the back office (a link to /, an unknown path) are served by the
 * public site's own bundle, so the browser loads them as a new document.
 */
export function OpenPublicSite() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    let left = false;
    // Not while the session is being renewed: the new refresh token must be stored first.
    void sessionSettled().then(() => {
      if (!left) window.location.replace(`${pathname}${search}${hash}`);
    });
    return () => {
      left = true;
    };
  }, [pathname, search, hash]);
  return <PageLoader fullScreen />;
}
