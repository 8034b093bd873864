import react from '@vitejs/plugin-react';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig } from 'vite';
import { baseMap } from './build/base-map';
import { domainImports } from './build/domain-imports';
import { driverAppPwa } from './build/driver-app-pwa';
import { precompress } from './build/precompress';

const API_TARGET = 'http://127.0.0.1:8080';

/** The modules loaded up front for the landing page: the public bundle's entry and the page itself. */
const PUBLIC_ROOTS = ['/src/public-entry.tsx', '/src/features/public/landing-page.tsx'];

/**
 * Every module a root reaches through static imports (dynamic imports start chunks of their own),
 * or through both when `dynamic`.
 */
function staticClosure(roots: string[], meta: ManualChunkMeta, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const stack = [...meta.getModuleIds()].filter((id) => roots.some((root) => id.endsWith(root)));
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

let publicFirstView: Set<string> | undefined;
let entryModules: Set<string> | undefined;

/**
 * Chunks of the landing page's first view. Left to itself, the bundler splits the modules the site
 * shares with the back office into some thirty small files, and over HTTP/1.1 each costs a round
 * trip on a phone. The site's own code goes in one chunk, the UI framework it uses in another (which
 * the back office loads too), so the back office never downloads marketing pages.
 */
function publicSiteChunk(id: string, meta: ManualChunkMeta): string | undefined {
  entryModules ??= staticClosure(['/src/main.tsx'], meta);
  publicFirstView ??= staticClosure(PUBLIC_ROOTS, meta);
  // Named, because a manual chunk takes its unassigned static dependencies along: left unnamed, the
  // entry's own small modules would move into the site's chunk and the back office would load it.
  if (entryModules.has(id)) return 'main';
  if (!publicFirstView.has(id)) return undefined;
  // The bundler's helpers for CommonJS packages go with React, the first CommonJS package loaded.
  if (id.startsWith('\0') && id.includes('commonjsHelpers')) return 'react';
  if (id.includes('/src/features/public/') || id.endsWith('/src/public-entry.tsx')) return 'public-site';
  return 'ui';
}

let driverFirstView: Set<string> | undefined;
let driverOnly: Set<string> | undefined;
let backOfficeEntry: Set<string> | undefined;
let publicSite: Set<string> | undefined;

/** The modules of a set that nothing outside the set imports, statically or not. */
function importedOnlyWithin(ids: Set<string>, meta: ManualChunkMeta): Set<string> {
  const only = new Set(ids);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of only) {
      const info = meta.getModuleInfo(id);
      const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      if (importers.some((importer) => !only.has(importer)) && !id.endsWith('/src/driver-entry.tsx')) {
        only.delete(id);
        changed = true;
      }
    }
  }
  return only;
}

/**
 * The driver app's first view in a few chunks rather than some fifty small files, a round trip each
 * on a phone: its own code ('driver-app'), what its entry shares with the back office's entry
 * (router, session, theme, API client: 'app-core'), what the public site's pages also use (forms,
 * schemas: 'forms'), and the components it shares with back-office pages ('driver-shared'). Each is
 * named, since a manual chunk takes along every unnamed module it imports: neither the back office
 * nor the public site downloads the driver app, and the site never downloads the back office's core.
 */
function driverAppChunk(id: string, meta: ManualChunkMeta): string | undefined {
  driverFirstView ??= staticClosure(['/src/driver-entry.tsx'], meta);
  backOfficeEntry ??= staticClosure(['/src/app-entry.tsx'], meta);
  publicSite ??= staticClosure(['/src/public-entry.tsx'], meta, true);
  driverOnly ??= importedOnlyWithin(driverFirstView, meta);
  if (!driverFirstView.has(id)) return undefined;
  if (publicSite.has(id)) return 'forms';
  if (backOfficeEntry.has(id)) return 'app-core';
  return driverOnly.has(id) ? 'driver-app' : 'driver-shared';
}

export default defineConfig({
  plugins: [react(), domainImports(), baseMap(), ...driverAppPwa(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  // `vite preview` serves the built app the same way, so screenshots and e2e runs can reach the API.
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for local debugging but not linked from the bundles, and the API never serves them.
    sourcemap: 'hidden',
    rollupOptions: {
      // Domain modules only declare schemas and constants: a bundle keeps just the ones it uses,
      // so the public site does not carry every back-office schema.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
      output: {
        // Chunks of a few hundred bytes (one MUI component, one icon) cost a request each on a phone
        // for less than their headers: side-effect-free ones below this size join a chunk loaded
        // under similar conditions (decision 0201).
        experimentalMinChunkSize: 8_000,
        // Long-lived chunks for the framework both bundles run on, so deploys do not invalidate it in
        // browsers' caches. Components and libraries go with the pages that use them: one chunk of all
        // of MUI would make the public site download the back office's widgets.
        manualChunks(id, meta) {
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return publicSiteChunk(id, meta) ?? driverAppChunk(id, meta);
        },
      },
    },
  },
});
