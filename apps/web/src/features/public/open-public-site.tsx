import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';

/**
 * Public pages reached from inside the back office (a link to /, an unknown path) are served by the
 * public site's own bundle, so the browser loads them as a new document.
 */
export function OpenPublicSite() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <PageLoader fullScreen />;
}
