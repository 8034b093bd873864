import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { driverAppShell } from './driver-app-shell';

/**
 * The driver app's service worker (decision 0217): it precaches the driver app's shell so the
 * installed app opens without signal, and answers navigations under /driver with index.html. It
 * caches no API call (the app's queue keeps what the driver does offline) and serves nothing
 * outside /driver: the driver app registers it (scope /driver), the staff app and the site never do.
 * The manifest is public/driver.webmanifest, linked by the driver app alone.
 */
export function driverAppPwa(): PluginOption[] {
  const shell = driverAppShell();
  return [
    shell.plugin,
    VitePWA({
      filename: 'driver-sw.js',
      scope: '/driver',
      manifest: false,
      injectRegister: false,
      includeManifestIcons: false,
      workbox: {
        cacheId: 'tms-driver',
        globPatterns: ['**/*.{js,css,html,woff2,png,webmanifest}'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => shell.has(e.url)), warnings: [] })],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: [/^\/driver(\/|$)/],
        navigateFallbackDenylist: [/^\/api\//],
        inlineWorkboxRuntime: true,
        sourcemap: false,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ];
}
