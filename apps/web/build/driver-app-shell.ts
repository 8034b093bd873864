import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/**
 * The modules of the driver app: its entry and the screens it downloads when first opened, and the
 * back office's entry with its sign-in page, where a driver whose session ended is sent. Their
 * chunks and what those import are its shell.
 */
const ROOTS = [
  '/src/driver-entry.tsx',
  '/src/features/driver-app/loads/loads-page.tsx',
  '/src/features/driver-app/documents/capture-page.tsx',
  '/src/features/driver-app/check-calls/check-call-page.tsx',
  '/src/features/driver-app/pay/statements-page.tsx',
  '/src/features/driver-app/hours/hours-page.tsx',
  '/src/app-entry.tsx',
  '/src/features/auth/login-page.tsx',
];

/** Files outside the bundle the installed app needs: the page, its manifest and icons. */
const STATIC_FILES = [
  'index.html',
  'driver.webmanifest',
  'driver-icons/icon-192.png',
  'driver-icons/icon-512.png',
  'driver-icons/icon-maskable-512.png',
];

/** Inter in Latin only: the other scripts' subsets (and the old woff copies) load on demand, online. */
const LATIN_FONT = /^assets\/inter-latin-\d+-normal-[\w-]+\.woff2$/;
const isFont = (file: string) => /\.(woff2?|ttf|otf)$/.test(file);

const isChunk = (file: OutputChunk | OutputAsset): file is OutputChunk => file.type === 'chunk';

/** Every chunk the roots reach through static imports, with the CSS and files those import. */
export function shellFiles(bundle: OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter(isChunk);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const stack = chunks.filter((c) => c.isEntry || ROOTS.some((root) => c.facadeModuleId?.endsWith(root)));
  const files = new Set<string>(STATIC_FILES);
  while (stack.length) {
    const chunk = stack.pop() as OutputChunk;
    if (files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) {
      if (!isFont(asset) || LATIN_FONT.test(asset)) files.add(asset);
    }
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) stack.push(next);
    }
  }
  return files;
}

/**
 * Works out, once the bundle is written, which of its files the driver app's service worker
 * precaches (`shell.has`): the driver app opens offline, and a driver's phone never downloads the
 * back office's other pages, the maps or the public site for it.
 */
export function driverAppShell() {
  let files: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'driver-app-shell',
    apply: 'build',
    generateBundle(_, bundle) {
      files = shellFiles(bundle);
    },
  };
  return {
    plugin,
    has(url: string): boolean {
      if (!files) throw new Error('The driver app shell is asked for before the bundle was written');
      return files.has(url);
    },
  };
}
