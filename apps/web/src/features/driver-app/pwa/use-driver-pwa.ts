import { useEffect } from 'react';
import { DRIVER_APP_SCOPE, DRIVER_MANIFEST_URL, DRIVER_SW_URL } from './driver-pwa-paths';

function headLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
  return link;
}

/**
 * Makes /driver an installable app: its manifest is linked while the driver app is open (the staff
 * app and the public site share the page and must not offer to install it), and its service worker,
 * which keeps the app's code for opening without signal, is registered from here alone.
 */
export function useDriverPwa() {
  useEffect(() => {
    const links = [
      headLink('manifest', DRIVER_MANIFEST_URL),
      headLink('apple-touch-icon', '/driver-icons/icon-192.png'),
    ];
    // The worker exists in the build only; the development server has none to register.
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register(DRIVER_SW_URL, { scope: DRIVER_APP_SCOPE }).catch(() => undefined);
    }
    return () => {
      for (const l of links) l.remove();
    };
  }, []);
}
