import Box from '@mui/material/Box';
import { Suspense, use, useEffect } from 'react';
import { ThemeModeProvider } from '../../app/theme/theme-mode-provider';
import { PageLoader } from '../../components/page-loader';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { PageErrorBoundary } from './page-error-boundary';
import { navigate, usePublicLocation } from './public-navigation';
import { loadPublicPage } from './public-pages';
import { DEMO_FORM_ID, isPublicPath, normalizePath, type PublicPath } from './public-paths';
import { revealDemoForm } from './use-demo-form-link';

/**
 * Runs once the page has rendered: a new page starts at the top, or at the demo form for /#demo,
 * which may need a few frames more (the landing page renders its lower sections after the first paint).
 */
function ScrollOnArrival({ path, hash }: { path: PublicPath; hash: string }) {
  useEffect(() => {
    window.scrollTo(0, 0);
    if (path !== '/' || hash !== DEMO_FORM_ID) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      if (revealDemoForm('auto') || ++tries > 120) return;
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [path, hash]);
  return null;
}

function PublicPage({ path, hash }: { path: PublicPath; hash: string }) {
  const Page = use(loadPublicPage(path));
  return (
    <>
      <Page />
      <ScrollOnArrival path={path} hash={hash} />
    </>
  );
}

/** The marketing site: its own bundle, without the back office's router, session or shell. */
export function PublicSite() {
  const location = usePublicLocation();
  const pathname = normalizePath(location.pathname);
  const path: PublicPath = isPublicPath(pathname) ? pathname : '/';

  // Unknown paths go to the landing page (spec 1 section 2).
  useEffect(() => {
    if (location.pathname !== path) navigate(location.hash ? `${path}#${location.hash}` : path, { replace: true });
  }, [location.pathname, location.hash, path]);

  return (
    <ThemeModeProvider>
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <SiteHeader path={path} />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <PageErrorBoundary key={path}>
            <Suspense fallback={<PageLoader message="Loading page…" />}>
              <PublicPage path={path} hash={location.hash} />
            </Suspense>
          </PageErrorBoundary>
        </Box>
        <SiteFooter />
      </Box>
    </ThemeModeProvider>
  );
}
