import { preloadHeroImage } from './features/public/landing/preload-hero-image';
import { preloadFonts } from './features/public/preload-fonts';
import { loadPublicPage } from './features/public/public-pages';
import { isDriverPath, isPublicPath, isTrackingPath, normalizePath } from './features/public/public-paths';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Four bundles behind one page: the public site never downloads the back office (router, session,
// shell, features), the back office does not carry the marketing pages, and a customer's tracking
// page and the driver's app on a phone need neither. This file imports no library, so it runs as
// soon as it arrives and every download starts at once.
const pathname = normalizePath(window.location.pathname);
if (isPublicPath(pathname)) {
  preloadFonts();
  if (pathname === '/') preloadHeroImage();
  // The site and the page the visitor asked for download side by side, so the first paint is the page itself.
  Promise.all([import('./public-entry'), loadPublicPage(pathname)]).then(([{ renderPublicSite }]) =>
    renderPublicSite(container),
  );
} else if (isTrackingPath(pathname)) {
  import('./tracking-entry').then(({ renderTrackingPage }) => renderTrackingPage(container, pathname));
} else if (isDriverPath(pathname)) {
  import('./driver-entry').then(({ renderDriverApp }) => renderDriverApp(container));
} else {
  import('./app-entry').then(({ renderApp }) => renderApp(container));
}
