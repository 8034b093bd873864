import { readThemeMode } from '../../../app/theme/theme-mode-storage';
import { SCREENSHOT_SIZES, SCREENSHOTS, screenshotSrcSet } from './screenshots';

/**
 * Starts the first hero screenshot's download while the page's code is still arriving: it is the
 * largest thing on a phone's first screen, and the page only asks for it once it has rendered.
 */
export function preloadHeroImage(): void {
  const first = SCREENSHOTS[0];
  if (!first) return;
  const saved = readThemeMode();
  const dark = saved === 'system' ? window.matchMedia('(prefers-color-scheme: dark)').matches : saved === 'dark';
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('imagesrcset', screenshotSrcSet(first.id, dark ? 'dark' : 'light'));
  link.setAttribute('imagesizes', SCREENSHOT_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
