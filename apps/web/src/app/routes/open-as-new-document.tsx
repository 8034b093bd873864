import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { sessionSettled } from '../session/session-service';

/**
 * An address served by another bundle (the public site, the back office, the driver app: see
 * main.tsx), reached by a link or a redirect inside one of them: the browser loads it as a new
 * document, which runs that bundle.
 */
export function OpenAsNewDocument() {
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
