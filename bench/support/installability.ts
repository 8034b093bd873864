import type { Page } from 'playwright-core';

export interface Installability {
  /** The manifest's address, or null when the page links none that the browser could read. */
  manifestUrl: string | null;
  /** What the browser found wrong in the manifest (`Page.getAppManifest`'s errors). */
  manifestErrors: string[];
  /** Why the browser would not offer to install the app (`Page.getInstallabilityErrors`). */
  installabilityErrors: string[];
  /** The scope of the service worker that controls the page, or null when none registered. */
  serviceWorkerScope: string | null;
}

/**
 * Runs in the page: the scope of the active service worker registered for it, polled for up to
 * `waitMs` (the worker installs after the page loads). A string, not a function: the bench's
 * compiler wraps named functions in a helper the page lacks.
 */
const activeWorkerScope = (waitMs: number) => `
  (async () => {
    if (!('serviceWorker' in navigator)) return null;
    const until = Date.now() + ${waitMs};
    for (;;) {
      const registration = await navigator.serviceWorker.getRegistration(location.href);
      if (registration && registration.active) return registration.scope;
      if (Date.now() > until) return null;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })()
`;

/**
 * Whether Chromium would install the app the page belongs to, asked through the DevTools protocol
 * (Lighthouse 12 dropped its PWA category): its manifest, the browser's installability errors, and
 * the service worker registered for the page. The page must already show the app.
 */
export async function installabilityOf(page: Page, waitMs = 15_000): Promise<Installability> {
  const serviceWorkerScope = await page.evaluate<string | null>(activeWorkerScope(waitMs));
  const cdp = await page.context().newCDPSession(page);
  try {
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return {
      manifestUrl: manifest.url && manifest.data ? manifest.url : null,
      manifestErrors: manifest.errors.map((e) => `${e.message} (line ${e.line})`),
      installabilityErrors: installabilityErrors.map((e) =>
        [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '),
      ),
      serviceWorkerScope,
    };
  } finally {
    await cdp.detach();
  }
}

/** Installable: a manifest read without errors, no installability error, a service worker in charge. */
export const installable = (i: Installability) =>
  i.manifestUrl !== null &&
  i.manifestErrors.length === 0 &&
  i.installabilityErrors.length === 0 &&
  i.serviceWorkerScope !== null;
